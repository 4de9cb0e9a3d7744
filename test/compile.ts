// The compiler run on fixtures that must not compile (a catalogue missing an entry, a form typed against the wrong
// request body): each fixture written to a scratch folder under node_modules/.cache, checked with the project's
// strictness, and its errors returned as "TS<code>: <message>". Only the fixtures are checked (what they import is
// read as far as their types need): the order of a union's members in a message may then differ from tsc's.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A path of the repository as a fixture imports it. */
export const rel = (p: string): string => join(ROOT, p).replace(/\\/g, '/');

/** Each fixture's errors, by its name: "TS<code>: <message>", the message's chain flattened. */
export function compileFixtures(files: Readonly<Record<string, string>>): Record<string, string[]> {
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'fixture-'));
  try {
    const paths = Object.fromEntries(Object.keys(files).map((name) => [name, join(dir, `${name}.ts`)]));
    for (const [name, text] of Object.entries(files)) writeFileSync(paths[name]!, text);
    const program = ts.createProgram(Object.values(paths), {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
    });
    const same = (a: string, b: string) => a.replace(/\\/g, '/') === b.replace(/\\/g, '/');
    return Object.fromEntries(
      Object.entries(paths).map(([name, file]) => {
        const source = program.getSourceFiles().find((f) => same(f.fileName, file));
        if (!source) throw new Error(`the fixture ${name} is not in the program`);
        const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
        return [name, diagnostics.map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
