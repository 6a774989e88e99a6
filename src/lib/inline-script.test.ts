import { readdirSync, readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shippedInlineScript } from './inline-script';

describe('shippedInlineScript', () => {
  it('drops whole-line comments and indentation, and keeps code, strings and end-of-line comments', () => {
    const code =
      "// why\nvar a = 'http://x  y';\n  // indented why\nif (a) {\n    b(); // kept\n}\n// last";
    expect(shippedInlineScript(code)).toBe("var a = 'http://x  y';\nif (a) {\nb(); // kept\n}\n");
  });

  it.each(readdirSync('src/scripts/inline').filter((name) => name.endsWith('.js')))(
    '%s still compiles without its comment lines, and is smaller',
    (name) => {
      const code = readFileSync(`src/scripts/inline/${name}`, 'utf8');
      const shipped = shippedInlineScript(code);
      expect(() => new Script(shipped)).not.toThrow();
      expect(shipped).not.toMatch(/^\s*\/\//m);
      expect(shipped.length).toBeLessThan(code.length);
    },
  );
});
