import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API server (apps/api) in development; it also serves /app-config.js, the e-mail endpoints and media. */
const apiOrigin = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/email', '/media', '/lesson-recordings', '/app-config.js'].map((path) => [path, { target: apiOrigin }]),
);

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset beside it: the server sends the one the browser
    // takes (express-static-gzip) without compressing anything per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  // No hand-made vendor chunk: every route is lazy, and the bundler splits what routes share by use.
  build: { outDir: 'dist' },
});
