import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

// The library code behind the shared Mantine components. Left to automatic chunking it became dozens
// of chunks of a few hundred bytes, and a browser asks for at most six at a time over HTTP/1.1.
const SHARED_UI = /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|tabbable|get-nonce|detect-node-es|tslib|react-number-format|react-textarea-autosize|@tanstack|react-i18next)[\\/]/;

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
            // English is the default and every other language falls back to it; all its areas are
            // about 8 KB compressed, less than the requests for them one by one.
            { name: 'locale-en', test: /i18n[\\/]locales[\\/]en[\\/]/, priority: 2 },
            { name: 'ui', test: SHARED_UI, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
