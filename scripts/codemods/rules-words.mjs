// Codemod (issue 33 item 1, helper "rules"): after rules and words moved out of
// @portal/contracts into @portal/rules, @portal/words and @portal/ui/words/*, every import
// of a moved name is sent to the module that now declares it. Re-runnable: an import whose
// module still declares the name is left alone, so on a merged tree it rewrites only the
// imports other branches added meanwhile. It reads declarations syntactically (no type
// checker), so it runs in seconds.
//
// Usage: node scripts/codemods/rules-words.mjs [--root <repo>] [<folder> ...]
//   folders (relative to the root) limit which files are rewritten; default: the whole repo.
//   --check: rewrite nothing, print the files that would change, exit 1 if any.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt >= 0 ? args[rootAt + 1] : '.');
const check = args.includes('--check');
const folders = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--root');
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

/** The packages whose modules are subpaths: bare prefix -> source folder. */
const PACKAGES = [
  { prefix: '@portal/contracts/', dir: path.join(root, 'shared/contracts/src') },
  { prefix: '@portal/rules/', dir: path.join(root, 'shared/rules/src') },
  { prefix: '@portal/words/', dir: path.join(root, 'shared/words/src') },
  { prefix: '@portal/ui/words/', dir: path.join(root, 'shared/ui/src/words') },
];
const skip = new Set(['node_modules', 'dist', '.git', 'coverage', '.bench', 'fixtures']);

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  if (fs.statSync(dir).isFile()) {
    yield dir;
    return;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** The names a module declares and exports itself (re-exports do not count: they are not a home). */
function declaredExports(file) {
  const source = parse(file, fs.readFileSync(file, 'utf8'));
  const names = new Set();
  const exported = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      exported(statement) &&
      statement.name
    ) {
      names.add(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
    }
  }
  return names;
}

// 1. Every module of the four packages and the names it declares.
/** module file (without extension) -> Set of names */
const modules = new Map();
/** name -> module files declaring it */
const homes = new Map();
for (const { dir } of PACKAGES) {
  for (const file of sourceFiles(dir)) {
    if (/\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)) continue;
    const key = file.replace(/\.tsx?$/, '');
    const names = declaredExports(file);
    modules.set(key, names);
    for (const name of names) {
      if (!homes.has(name)) homes.set(name, []);
      homes.get(name).push(key);
    }
  }
}

/** The module file (without extension) a specifier names, or null when it is none of ours. */
function resolveSpecifier(fromFile, specifier) {
  if (/\.(json|css|svg)$/.test(specifier)) return null; // a package's package.json or an asset
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(fromFile), specifier);
    return PACKAGES.some(({ dir }) => target.startsWith(dir + path.sep)) ? target : null;
  }
  const pkg = PACKAGES.find(({ prefix }) => specifier.startsWith(prefix));
  return pkg ? path.join(pkg.dir, specifier.slice(pkg.prefix.length)) : null;
}

/** How `fromFile` names module `target`: relative inside the same package, else its subpath. */
function specifierFor(fromFile, target) {
  const pkg = PACKAGES.find(({ dir }) => target.startsWith(dir + path.sep));
  const packageRoot = pkg.dir.replace(/\/src(\/words)?$/, '');
  if (fromFile.startsWith(packageRoot + path.sep)) {
    const relative = path.relative(path.dirname(fromFile), target);
    return relative.startsWith('.') ? relative : `./${relative}`;
  }
  return pkg.prefix + path.relative(pkg.dir, target);
}

/** Where a name imported from `wanted` lives now. */
function homeOf(file, name, wanted) {
  if (modules.get(wanted)?.has(name)) return wanted;
  const found = homes.get(name) ?? [];
  if (found.length === 1) return found[0];
  const sameBase = found.filter((home) => path.basename(home) === path.basename(wanted));
  if (sameBase.length === 1) return sameBase[0];
  throw new Error(
    `${path.relative(root, file)}: cannot tell where ${name} (from ${path.relative(root, wanted)}) lives: ${found.map((f) => path.relative(root, f)).join(', ') || 'nowhere'}`,
  );
}

// 2. Rewrite each import or re-export of a name whose module no longer declares it.
const roots = folders.length ? folders.map((folder) => path.resolve(root, folder)) : [root];
let changed = 0;
for (const start of roots) {
  for (const file of sourceFiles(start)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/@portal\/(contracts|rules|words|ui\/words)\/|from '\.{1,2}\//.test(text)) continue;
    const source = parse(file, text);
    const edits = [];
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      const isExport = ts.isExportDeclaration(statement);
      if (!isImport && !isExport) continue;
      const spec = statement.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const wanted = resolveSpecifier(file, spec.text);
      if (!wanted) continue;
      let elements;
      let wholeType;
      let keyword;
      if (isImport) {
        const clause = statement.importClause;
        if (!clause) continue; // a side-effect import
        if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
          if (modules.has(wanted)) continue; // a namespace import of a module that still exists
          throw new Error(`${path.relative(root, file)}: unsupported import form: ${statement.getText()}`);
        }
        elements = clause.namedBindings.elements;
        wholeType = clause.isTypeOnly;
        keyword = 'import';
      } else {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
        elements = statement.exportClause.elements;
        wholeType = statement.isTypeOnly;
        keyword = 'export';
      }
      const groups = new Map();
      let moved = false;
      for (const element of elements) {
        const name = (element.propertyName ?? element.name).text;
        const home = homeOf(file, name, wanted);
        if (home !== wanted) moved = true;
        const target = home === wanted ? spec.text : specifierFor(file, home);
        if (!groups.has(target)) groups.set(target, []);
        groups.get(target).push({
          text: element.getText(),
          typeOnly: wholeType || element.isTypeOnly,
          bare: element.getText().replace(/^type\s+/, ''),
        });
      }
      if (!moved) continue;
      const lines = [...groups.entries()].map(([target, names]) => {
        const allTypes = names.every((name) => name.typeOnly);
        const list = allTypes
          ? names.map((name) => name.bare)
          : names.map((name) =>
              wholeType && !name.text.startsWith('type ') ? `type ${name.text}` : name.text,
            );
        return `${keyword} ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '${target}';`;
      });
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text: lines.join('\n') });
    }
    if (edits.length === 0) continue;
    changed += 1;
    if (check) {
      console.log(path.relative(root, file));
      continue;
    }
    let out = text;
    for (const edit of edits.sort((a, b) => b.start - a.start))
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    fs.writeFileSync(file, out);
  }
}
console.error(`${changed} files ${check ? 'would be ' : ''}rewritten`);
if (check && changed) process.exit(1);
