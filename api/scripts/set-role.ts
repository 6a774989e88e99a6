/**
 * Makes a registered user house staff (or a plain user again): house staff see and manage the
 * house's bookings. Production seeds no accounts, so this is how its first staff are named.
 * Run: node api/scripts/set-role.ts <email> <staff|user>   (API_DATA_DIR or DATABASE_URL as the API's)
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';

const [email, role] = process.argv.slice(2);
if (!email || (role !== 'staff' && role !== 'user')) {
  console.error('Usage: node api/scripts/set-role.ts <email> <staff|user>');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
const result = await db.run('UPDATE users SET role = ? WHERE lower(email) = lower(?)', [
  role,
  email,
]);
await db.close();
if (result.changes === 0) {
  console.error(
    `No user ${email} in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}: the user registers first.`,
  );
  process.exit(1);
}
console.log(`${email} is now ${role === 'staff' ? 'house staff' : 'a plain user'}.`);
