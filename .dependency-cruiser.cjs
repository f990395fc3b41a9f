/**
 * The layers of the app and the cycle check (docs/decisions.md): core <- kit (src/ui) <- features
 * <- plugins <- app shell (src/app, the composition root). Run by `npm run lint` and scripts/test.mjs.
 * Cycles count runtime imports, dynamic import() included; type-only imports are erased by the
 * compiler and are not counted.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle (of runtime imports): modules that load each other cannot be understood or tested one at a time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-imports-nothing-above',
      severity: 'error',
      comment: 'src/core imports no React and nothing of the kit, the features, the plugins or the shell.',
      from: { path: '^src/core/' },
      to: {
        path: [
          '^src/(ui|features|plugins|app)/',
          '^node_modules/(react|react-dom|react-i18next|@tanstack/react-[^/]+)/',
        ],
      },
    },
    {
      name: 'kit-imports-only-core',
      severity: 'error',
      comment: 'The UI kit (src/ui) imports only src/core and libraries.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|plugins|app)/' },
    },
    {
      name: 'features-import-no-plugins-or-shell',
      severity: 'error',
      comment: 'A feature imports src/core, the kit and other features; never a plugin or the shell.',
      from: { path: '^src/features/' },
      to: { path: '^src/(plugins|app)/' },
    },
    {
      name: 'plugins-import-no-shell',
      severity: 'error',
      comment: 'A plugin imports src/core, the kit and the extension points features export; never the shell.',
      from: { path: '^src/plugins/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'only-the-shell-imports-the-lists',
      severity: 'error',
      comment:
        'Only the composition root (and the server, for the event registry) imports the features list and the plugins list.',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: ['^src/features/index\\.ts$', '^src/plugins/index\\.ts$'] },
    },
    {
      name: 'only-the-shell-imports-plugins',
      severity: 'error',
      comment:
        'Plugins load through the host; nothing but the shell and other files of the same plugin import a plugin.',
      from: { path: '^src/(core|ui|features)/' },
      to: { path: '^src/plugins/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/vite-env\\.d\\.ts$'] },
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
