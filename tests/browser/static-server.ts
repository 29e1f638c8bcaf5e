// A small static file server for the built site (dist/), as a plain host would serve it:
// directories serve index.html, a missing slash redirects, unknown paths get 404.html.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function isDir(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` on 127.0.0.1 at a free port (or `port`); `onRequest` hears each path asked for. */
export async function serveStatic(root: string, port = 0, onRequest?: (path: string) => void): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = decodeURIComponent(url.pathname);
      onRequest?.(path);
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      if (await isDir(file)) {
        if (!path.endsWith('/')) {
          res.writeHead(301, { Location: `${path}/${url.search}` }).end();
          return;
        }
        file = join(file, 'index.html');
      }
      let status = 200;
      if (!(await isFile(file))) {
        status = 404;
        file = join(base, '404.html');
      }
      const body = await readFile(file);
      // Asked again, an unchanged file is a 304: the browser keeps what it made of its copy (the
      // parsed style sheet, the compiled script), as with a host that sends validators. The tag
      // is the content's, so a file that changed at the same address (update.test.ts serves the
      // next build there) is never taken for the old one.
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag };
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
