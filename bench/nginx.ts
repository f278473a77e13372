// nginx from Debian serving the same build folder, as the static-file yardstick: gzip on (with the .gz files the
// build precompressed, as our server uses them), the same URL mapping (/vision → vision/index.html).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./server.ts";

export interface Nginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

export async function startNginx(root: string): Promise<Nginx> {
  const probe = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  if (probe.error) {
    throw new Error("nginx is not installed. As root: apt-get update && apt-get install -y nginx");
  }
  const version = (probe.stderr || probe.stdout).trim().replace(/^nginx version: /, "");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-nginx-"));
  const config = `
daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(root)};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(
    "nginx",
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitFor(`${url}/`),
    exited.then(() => Promise.reject(new Error("nginx exited at start"))),
  ]);
  return {
    url,
    version,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
