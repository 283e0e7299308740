import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Slow to load and used by few requests: only import() may load them (docs/architecture.md, "Server layers"). */
const LOADED_ON_USE = /^(exceljs|pdfmake|echarts|mqtt|ioredis|nodemailer|web-push)(\/|$)/;
/** The root of date-fns loads every function it has; its subpaths load one. */
const WHOLE_PACKAGE = /^date-fns$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The packages a module loads as soon as it is imported: its import and export declarations that are not `import type`. */
function loadedAtImport(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) return [statement.moduleSpecifier.text];
    return [];
  });
}

describe('server modules', () => {
  it('load the slow libraries only where they are used, and no date-fns root', () => {
    const offending = sourceFiles(SRC).flatMap((file) =>
      loadedAtImport(file)
        .filter((specifier) => LOADED_ON_USE.test(specifier) || WHOLE_PACKAGE.test(specifier))
        .map((specifier) => `${path.relative(SRC, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
