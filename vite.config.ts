import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';
import { catalogues } from './vite-catalogues';

// The library code behind the shared Mantine components. Left to automatic chunking it became dozens
// of chunks of a few hundred bytes, and a browser asks for at most six at a time over HTTP/1.1.
const SHARED_UI =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|tabbable|get-nonce|detect-node-es|tslib|react-number-format|react-textarea-autosize|@tanstack|react-i18next)[\\/]/;

// Everything of the app's own but the screens' pages: what more than one screen uses.
const SHARED_APP =
  /src[\\/](shared|client[\\/](components|routes|i18n|features[\\/][^\\/]+[\\/](queries|columns|form-fields|schemas)))|node_modules[\\/](dayjs|zod|qrcode|copy-to-clipboard)[\\/]/;

// The signed-out pages' frame: header, footer, language and colour pickers.
const PUBLIC_FRAME = /src[\\/]client[\\/]routes[\\/](PublicLayout|public[\\/])/;

// A catalogue area file, or the module that merges a language's areas: `locale-<language>`.
const LOCALE_MODULE = /i18n[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$|virtual:catalogue\/(.+)$/;
const localeChunk = (id: string) => {
  const match = LOCALE_MODULE.exec(id);
  return match ? `locale-${match[1] ?? match[2]}` : null;
};
// The back office's text (admin.json, vite-catalogues.ts): its own file per language, `back-office-locale-<language>`.
const BACK_OFFICE_MODULE = /i18n[\\/]locales[\\/]([^\\/]+)[\\/]admin\.json$|virtual:back-office-locale-(.+)$/;
const backOfficeChunk = (id: string) => {
  const match = BACK_OFFICE_MODULE.exec(id);
  return match ? `back-office-locale-${match[1] ?? match[2]}` : null;
};

export default defineConfig({
  root: 'src/client',
  plugins: [react(), catalogues(), precompress()],
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
            // One file per language (vite-catalogues.ts): English, the fallback of every other, is about
            // 9 KB compressed, less than its areas' requests one by one.
            // Before the investor's language files, so the back office's text never joins them.
            { name: backOfficeChunk, test: BACK_OFFICE_MODULE, priority: 2.5 },
            { name: localeChunk, test: LOCALE_MODULE, priority: 2 },
            { name: 'ui', test: SHARED_UI, minShareCount: 2, priority: 1 },
            // The toasts' library, which every page mounts: as a dependency of the shared modules that show
            // toasts it would otherwise join their file, and every first visit would load all of it.
            { name: 'toasts', test: /node_modules[\\/]@mantine[\\/]notifications[\\/]/, priority: 0.8 },
            // The signed-out frame and what it imports, apart: in the shared file it made the landing page
            // load and run some 200 KB of the signed-in screens' code in one long task on a phone.
            { name: 'public-frame', test: PUBLIC_FRAME, priority: 0.5 },
            // The app's own modules that several screens share (components, schemas, queries, the
            // signed-in frame): one file instead of some twenty of one or two KB each, each of which
            // cost a round trip behind the six a browser has open.
            { name: 'shared', test: SHARED_APP, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
