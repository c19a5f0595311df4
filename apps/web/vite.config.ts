import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';
const muiModules = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/uploads': apiServer },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Vendor chunks are cached apart from the app's code; every screen is its own lazy chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 50,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 40 },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 40,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 40 },
            // MUI parts the first screen needs; the rest (tables, menus...) load with the screens using them.
            { name: 'mui', test: muiModules, tags: ['$initial'], priority: 30 },
            { name: 'mui-lazy', test: muiModules, priority: 20 },
            { name: 'contract', test: /packages[\\/]contract[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
