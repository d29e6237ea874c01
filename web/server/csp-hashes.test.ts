import { createHash } from 'node:crypto';
import { createServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedPolicy, hashPrerenderedScripts, inlineScriptHashes, isLoaderData } from './csp-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const noncePolicy = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; frame-ancestors 'none'";

const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const start = '(self.__next_f=self.__next_f||[]).push([0])';
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  `<script id="_R_">${chunks}</script>`,
  '</head><body><h1>Home</h1>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  `<script>${start}</script>`,
  `<script>${flight}</script>`,
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1]);alert(1)</script>',
  '<script>self.__next_f.push(alert(1))</script>',
  '</body></html>',
].join('');

describe("a prerendered page's policy", () => {
  it('trusts only inline scripts that hand JSON data to Next’s loader', () => {
    expect(isLoaderData(start)).toBe(true);
    expect(isLoaderData(flight)).toBe(true);
    expect(isLoaderData(chunks)).toBe(true);
    expect(isLoaderData('(self.__next_s=self.__next_s||[]).push(["/builds/messages/en.abc.js",{}])')).toBe(true);
    expect(isLoaderData('(self.__next_s=self.__next_s||[]).push(["/x.js"]);alert(1)')).toBe(false);
    expect(isLoaderData('self.__next_f.push([1]);alert(1)')).toBe(false);
    expect(isLoaderData('self.__next_f.push(alert(1))')).toBe(false);
    expect(isLoaderData('alert(1)')).toBe(false);
    expect(inlineScriptHashes(page)).toEqual([sha(chunks), sha(start), sha(flight)]);
  });

  it('swaps the nonce and strict-dynamic for self and the hashes, leaving the other directives', () => {
    expect(hashedPolicy(noncePolicy, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'",
    );
  });
});

describe('the storefront server', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(respond: (response: ServerResponse) => void, headers: HeadersInit = {}): Promise<Response> {
    const server = createServer((request, response) => {
      hashPrerenderedScripts(request, response);
      respond(response);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/`, { headers });
  }

  it('sends a prerendered page (even compressed and in pieces) with its scripts’ hashes', async () => {
    const body = gzipSync(page);
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', noncePolicy);
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Content-Encoding', 'gzip');
      res.flushHeaders();
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${[sha(chunks), sha(start), sha(flight)].join(' ')}; frame-ancestors 'none'`,
    );
  });

  it('leaves a page rendered for the request (no prerender header) with its nonce', async () => {
    const response = await serve((res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'Content-Security-Policy': noncePolicy });
      res.write('<p>');
      res.end('missing</p>');
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(noncePolicy);
    expect(await response.text()).toBe('<p>missing</p>');
  });

  it('leaves a draft-mode page (rendered for the request with its nonce) as it is', async () => {
    const response = await serve(
      (res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Security-Policy', noncePolicy);
        res.setHeader('x-nextjs-prerender', '1');
        res.write('<h1>');
        res.end('Draft</h1>');
      },
      { cookie: 'seedshop_adult=1; __prerender_bypass=0123abcd' },
    );
    expect(response.headers.get('content-security-policy')).toBe(noncePolicy);
    expect(await response.text()).toBe('<h1>Draft</h1>');
  });

  it('still sends the body when the headers already left by another way', async () => {
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', noncePolicy);
      res.setHeader('x-nextjs-cache', 'HIT');
      res.write('<h1>');
      ServerResponse.prototype.writeHead.call(res, 200);
      ServerResponse.prototype.flushHeaders.call(res);
      res.end('Home</h1>');
    });
    expect(response.headers.get('content-security-policy')).toBe(noncePolicy);
    expect(await response.text()).toBe('<h1>Home</h1>');
  });

  it('answers an error page with the status its error names (a content source that did not answer: 503)', async () => {
    const errorPage =
      '<html><body><script>self.__next_f.push([1,"a:E{\\"digest\\":\\"HTTP_STATUS;503;k3x9\\"}"])</script></body></html>';
    const response = await serve((res) => {
      res.setHeader('Content-Encoding', 'gzip');
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': noncePolicy });
      // As Next's compression does on its first write: the implicit header again, from statusCode.
      res.writeHead(res.statusCode);
      const body = gzipSync(errorPage);
      res.write(body.subarray(0, 20));
      res.end(body.subarray(20));
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toBe(noncePolicy);
    expect(await response.text()).toBe(errorPage);
  });

  it('keeps 500 for an error page without a status digest, or one naming anything but a 5xx', async () => {
    for (const body of ['<p>Internal Server Error</p>', '<p>HTTP_STATUS;404;k3x9 HTTP_STATUS;200;a</p>']) {
      const response = await serve((res) => {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end(body);
      });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe(body);
      close?.();
    }
  });
});
