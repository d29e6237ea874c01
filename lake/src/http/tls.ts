import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface LakeCertificate {
  readonly certPath: string;
  readonly keyPath: string;
  readonly certPem: string;
  readonly keyPem: string;
}

/** 825 days is the longest validity Apple platforms and Chromium accept for a trusted leaf. */
const VALIDITY_DAYS = 825;
/** Renew a little before expiry so a long-running demo never meets an expired certificate. */
const RENEW_BEFORE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Returns the lake's TLS certificate from `tlsDir` (`cert.pem`, `key.pem`), generating a
 * self-signed one on first use. People trust it once (README); it stays the same across restarts
 * so that trust holds. It is a leaf (not a CA): browsers refuse a CA certificate used as a server
 * certificate, and trusting it directly works in Chromium, Firefox, macOS and Node.
 */
export async function ensureCertificate(tlsDir: string): Promise<LakeCertificate> {
  const certPath = join(tlsDir, 'cert.pem');
  const keyPath = join(tlsDir, 'key.pem');
  const existing = await readUsable(certPath, keyPath);
  if (existing) return existing;

  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'seedshop content lake (localhost)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          // The Studio calls `https://<projectId>.localhost:<port>`; name the default one too
          // because some clients do not match a wildcard directly below `localhost`.
          { type: 2, value: '*.localhost' },
          { type: 2, value: 'local.localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(tlsDir, { recursive: true, mode: 0o700 });
  await writeAtomically(keyPath, pems.private, 0o600);
  await writeAtomically(certPath, pems.cert, 0o644);
  return { certPath, keyPath, certPem: pems.cert, keyPem: pems.private };
}

async function readUsable(certPath: string, keyPath: string): Promise<LakeCertificate | null> {
  let certPem: string;
  let keyPem: string;
  try {
    [certPem, keyPem] = await Promise.all([readFile(certPath, 'utf8'), readFile(keyPath, 'utf8')]);
  } catch {
    return null;
  }
  try {
    const certificate = new X509Certificate(certPem);
    const expires = new Date(certificate.validTo).getTime();
    if (expires - Date.now() < RENEW_BEFORE_MS) return null;
    // Two lakes starting at once on a fresh folder could leave a mismatched pair; regenerate.
    if (!certificate.checkPrivateKey(createPrivateKey(keyPem))) return null;
  } catch {
    return null;
  }
  return { certPath, keyPath, certPem, keyPem };
}

async function writeAtomically(path: string, content: string, mode: number): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content, { mode });
  await rename(temporary, path);
}
