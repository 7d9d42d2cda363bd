import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

// The library code behind the shared Mantine components. Left to automatic chunking it became dozens
// of chunks of a few hundred bytes, and a browser asks for at most six at a time over HTTP/1.1.
const SHARED_UI = /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|tabbable|get-nonce|detect-node-es|tslib|react-number-format|react-textarea-autosize|@tanstack|react-i18next)[\\/]/;

const LOCALE_FILE = /i18n[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

export default defineConfig({
  root: 'src/client',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs as one file rather than twenty preloaded ones.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // One file per language: English (the fallback of every other) is about 9 KB compressed,
            // less than its areas' requests one by one, and the entry's map of every language's area
            // files then names one file per language instead of 17, which gzip folds to ~1 KB for 74
            // languages rather than ~14 KB. Switching language fetches that language's file alone.
            { name: (id) => { const code = LOCALE_FILE.exec(id)?.[1]; return code ? `locale-${code}` : null; }, test: LOCALE_FILE, priority: 2 },
            { name: 'ui', test: SHARED_UI, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
