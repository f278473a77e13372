import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Why Debian's nginx cannot run here, or undefined when it can. */
export function nginxUnavailableReason(): string | undefined {
  if (spawnSync("nginx", ["-v"]).error) return "nginx is not installed (apt-get install -y nginx)";
  if (spawnSync("openssl", ["version"]).error) return "openssl is not installed";
  return undefined;
}

/** The nginx configuration of docs/deployment.md, as an operator copies it into /etc/nginx/conf.d/. */
export function documentedNginxConfig(): string {
  const doc = fs.readFileSync(path.resolve("docs/deployment.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deployment.md has no nginx block");
  return block;
}

export interface DeploymentNginx {
  /** The HTTPS origin, and the certificate authority a client must trust for it. */
  url: string;
  ca: Buffer;
  /** nginx's error log so far (why a request failed upstream). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx with the documented configuration, changing only what differs on this machine: the listening ports
 * (loopback, free ports), the certificate (self-signed for 127.0.0.1), the log folder, and the upstream ports
 * (the documented 3000 and 3001 become `upstreamPorts`). Every directive is otherwise as documented, inside the
 * `http` block Debian's /etc/nginx/nginx.conf wraps conf.d files in.
 */
export async function startDeploymentNginx(
  upstreamPorts: [number, number],
  ports: { http: number; https: number },
): Promise<DeploymentNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-deploy-nginx-"));
  fs.chmodSync(dir, 0o755);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );

  const replacements: [RegExp, string][] = [
    [/^\s*listen \[::\]:.*$/gm, ""],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/ssl_certificate\s+\S+;/g, `ssl_certificate ${cert};`],
    [/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${key};`],
    [/\/var\/log\/nginx\//g, `${dir}/`],
    [/127\.0\.0\.1:3000/g, `127.0.0.1:${upstreamPorts[0]}`],
    [/127\.0\.0\.1:3001/g, `127.0.0.1:${upstreamPorts[1]}`],
  ];
  let site = documentedNginxConfig();
  for (const [pattern, value] of replacements) {
    if (!pattern.test(site)) throw new Error(`the documented nginx configuration no longer has ${pattern}`);
    site = site.replace(pattern, value);
  }
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(
    "nginx",
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(path.join(dir, "nginx.pid"))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(path.join(dir, "error.log"))
        ? fs.readFileSync(path.join(dir, "error.log"), "utf8")
        : "";
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://127.0.0.1:${ports.https}`,
    ca: fs.readFileSync(cert),
    errorLog: () => fs.readFileSync(path.join(dir, "error.log"), "utf8"),
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
