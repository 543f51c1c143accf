import { contentTypes } from '../content-types';
import { CACHE_CONTROL, MAX_URL_LENGTH, PRINTABLE_ROBOTS, SANDBOX_DOCUMENTS, SECURITY_HEADERS } from '../headers';

export interface NginxOptions {
  /** Absolute path of the built site. */
  root: string;
  /** `listen` argument, e.g. `8080` or `127.0.0.1:8080`. */
  listen: string;
}

const quote = (value: string) => `"${value.replace(/(["\\\\$])/g, '\\\\$1')}"`;

/** nginx repeats no add_header from an outer block once a location has its own: every location lists all. */
function headers(extra: Record<string, string>, security: Readonly<Record<string, string>> = SECURITY_HEADERS): string[] {
  return Object.entries({ ...security, ...extra }).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

const indent = (lines: string[], depth: number) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

/**
 * An nginx `server` block applying the rules of src/server to `dist/`: trailing-slash redirects
 * that stay on this host, folder index files, the not-found page with 404 (a plain 404 for a
 * missing hashed file), the same caching and security headers, precompressed gzip, 304s, and 414
 * for request lines longer than the Node server accepts.
 */
export function nginxServerBlock({ root, listen }: NginxOptions): string {
  const revalidate = headers({ 'Cache-Control': CACHE_CONTROL.revalidate });
  const lines = [
    'server {',
    ...indent(
      [
        `listen ${listen};`,
        'server_name _;',
        `root ${quote(root)};`,
        'index index.html;',
        // Redirects carry a path only, so they can never send a reader to another host.
        'absolute_redirect off;',
        'server_tokens off;',
        `large_client_header_buffers 4 ${MAX_URL_LENGTH + 64};`,
        'types {',
        ...indent(
          Object.entries(contentTypes()).map(([type, extensions]) => `${quote(type)} ${extensions.join(' ')};`),
          1,
        ),
        '}',
        'default_type application/octet-stream;',
        'gzip_static on;',
        'gzip_vary on;',
        'etag on;',
        'if_modified_since before;',
        'error_page 404 /404.html;',
        'if ($request_method !~ ^(GET|HEAD)$) { return 405; }',
        // `//host` decodes to a path that must not become a protocol-relative redirect.
        'location ~ "^//" { return 404; }',
        'location ~ "^/_(headers|redirects)$" { return 404; }',
        'location = /404.html {',
        ...indent([...revalidate], 1),
        '}',
        // A page path without a trailing slash (its last segment has no dot): a permanent redirect.
        'location ~ "^(?:.*/)?[^/.]+$" {',
        ...indent([...headers({ 'Cache-Control': 'public, max-age=3600' }), 'return 301 $uri/$is_args$args;'], 1),
        '}',
        'location /assets/ {',
        ...indent([...headers({ 'Cache-Control': CACHE_CONTROL.immutable }), 'error_page 404 = @missing;', 'try_files $uri =404;'], 1),
        '}',
        'location @missing {',
        ...indent([...headers({}), 'types { }', 'default_type "text/plain; charset=utf-8";', 'return 404 "Not Found\\n";'], 1),
        '}',
        ...Object.entries(SANDBOX_DOCUMENTS).flatMap(([url, own]) => [
          `location = ${url} {`,
          ...indent([...headers({ 'Cache-Control': CACHE_CONTROL.revalidate }, own), 'try_files $uri =404;'], 1),
          '}',
        ]),
        'location ~ "^/[^/]+/printable/$" {',
        ...indent([...revalidate, `add_header X-Robots-Tag ${quote(PRINTABLE_ROBOTS)} always;`, 'try_files $uri/index.html =404;'], 1),
        '}',
        'location / {',
        ...indent([...revalidate, 'try_files $uri $uri/index.html =404;'], 1),
        '}',
      ],
      1,
    ),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** A complete nginx.conf around the server block, for running nginx in the foreground (tests, containers). */
export function standaloneNginxConfig(options: NginxOptions & { prefix: string; user?: string }): string {
  return [
    'daemon off;',
    // Started as root, nginx's workers would otherwise run as `nobody`, who may not read the build.
    ...(options.user ? [`user ${options.user};`] : []),
    'worker_processes 1;',
    `pid ${quote(`${options.prefix}/nginx.pid`)};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${quote(`${options.prefix}/body`)};`,
    `  proxy_temp_path ${quote(`${options.prefix}/proxy`)};`,
    `  fastcgi_temp_path ${quote(`${options.prefix}/fastcgi`)};`,
    `  uwsgi_temp_path ${quote(`${options.prefix}/uwsgi`)};`,
    `  scgi_temp_path ${quote(`${options.prefix}/scgi`)};`,
    ...indent(nginxServerBlock(options).trimEnd().split('\n'), 1),
    '}',
    '',
  ].join('\n');
}
