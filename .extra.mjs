import { reach, pageCoverage, compileKind, kindFiles, ROOT } from './scripts/page-styles.mjs';
const cov = await pageCoverage();
for (const sheet of kindFiles()) {
  const { files } = await compileKind(sheet);
  const reached = new Set(cov.filter(p => p.sheets.includes(sheet)).flatMap(p => [...p.files]));
  console.log(sheet, [...files].filter(f => !reached.has(f) && !f.includes('/lib/') && !f.includes('contract')).map(f => f.slice(ROOT.length)).join(' '));
}
