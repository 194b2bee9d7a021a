/** A Content-Security-Policy header, directive by directive: each name (lower case) and its sources in
 * order. A missing header, or a directive named twice, throws: browsers obey only the first of two, so
 * such a header would not say what it seems to. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error('The response has no Content-Security-Policy header.');
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (directives.has(name.toLowerCase()))
      throw new Error(`The Content-Security-Policy names ${name} twice: browsers obey only the first.`);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
