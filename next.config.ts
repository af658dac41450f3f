import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { apiContentSecurityPolicy, IMAGE_CONTENT_SECURITY_POLICY, securityHeaders } from './src/server/http/security-headers';

// ICU messages are compiled at build time (icu-minify), so intl-messageformat and its parser stay
// out of the browser. Only message files imported from ./messages go through
// the loader; they must stay flat strings (no arrays).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** `npm run bench` builds with BENCH_FLOOR_PAGE=1: its empty page (src/app/bench-floor) exists in that build only. */
const benchFloorBuild = process.env.BENCH_FLOOR_PAGE === '1';

const nextConfig: NextConfig = {
  pageExtensions: ['tsx', 'ts', ...(benchFloorBuild ? ['bench.tsx'] : [])],
  // Fixed at build time, so the proxy of a production build cannot be told to pass the path through.
  env: { BENCH_FLOOR_PAGE: benchFloorBuild ? '1' : '' },
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  poweredByHeader: false,
  // Measured (gzip of each page's first-load files): at the default 50000 the dashboard's forms
  // and useMutation land in a small chunk of their own and compress worse (+0.4 kB); 70000-75000
  // keeps them in the page's chunk and leaves every other page as it was. 65000 and 85000 do not.
  experimental: { turbopackChunking: { minChunkSize: 72000 } },
  // next-auth 4 ships its browser client compiled for old browsers (Babel's regenerator and helpers,
  // ~9 kB gzip); the same version's own TypeScript source, compiled with the app, is smaller.
  transpilePackages: ['next-auth'],
  turbopack: { resolveAlias: { 'next-auth/react': { browser: './node_modules/next-auth/src/react/index.tsx' } } },
  images: {
    // Content images and video thumbnails go through /_next/image (quality 75, SPEC §9).
    qualities: [75],
    localPatterns: [{ pathname: '/content/**' }, { pathname: '/api/yt-image/**' }],
    // The optimizer's answers carry this policy (its default lacks frame-ancestors).
    contentSecurityPolicy: IMAGE_CONTENT_SECURITY_POLICY,
  },
  // The proxy (src/proxy.ts) sets the security headers of every other answer at run time; these
  // two paths skip it. Read at build time, so no HSTS here: it depends on the public origin.
  async headers() {
    const headers = Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value }));
    return [
      { source: '/_next/static/:path*', headers: [...headers, { key: 'Content-Security-Policy', value: apiContentSecurityPolicy() }] },
      { source: '/_next/image', headers },
    ];
  },
};

export default withNextIntl(nextConfig);
