// The benchmarks' own minimal API client: https with a keep-alive agent and the kubeconfig's TLS
// material and credentials (client-node's KubeConfig), nothing else — no retries, no throttling.
// Hand-written because the API-server ceiling must time the server, not a client library, and the
// Flux harness needs the status subresource and raw watches.
import https from "node:https";
import { KubeConfig } from "@kubernetes/client-node";

export async function kubeClient(kubeconfig, { maxSockets = 64 } = {}) {
  const kc = new KubeConfig();
  kc.loadFromFile(kubeconfig);
  const server = new URL(kc.getCurrentCluster().server);
  const base = {};
  await kc.applyToHTTPSOptions(base);
  const agent = new https.Agent({ keepAlive: true, maxSockets, ca: base.ca, cert: base.cert, key: base.key });
  const watchAgent = new https.Agent({ keepAlive: false, ca: base.ca, cert: base.cert, key: base.key });
  const streams = new Set();

  function send(method, path, { body, contentType = "application/json", agent: a = agent } = {}) {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
    return https.request(new URL(path, server), {
      method,
      agent: a,
      headers: {
        ...base.headers,
        Accept: "application/json",
        ...(payload ? { "Content-Type": contentType, "Content-Length": payload.length } : {}),
      },
    });
  }

  /** One request; resolves { status, body } (parsed JSON when it is JSON); never retries. */
  function request(method, path, options = {}) {
    return new Promise((resolve, reject) => {
      const req = send(method, path, options);
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, body: parsed });
        });
        res.on("error", reject);
      });
      if (options.body !== undefined)
        req.end(typeof options.body === "string" ? options.body : JSON.stringify(options.body));
      else req.end();
    });
  }

  /**
   * Like request(), but rejects on HTTP >= 400 with the server's message. A 429 (the server's own
   * throttling, or a new CRD's storage still initialising) is retried after a second, up to a minute.
   */
  async function ok(method, path, options) {
    let r = await request(method, path, options);
    for (let i = 0; r.status === 429 && i < 60; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      r = await request(method, path, options);
    }
    if (r.status >= 400)
      throw new Error(`${method} ${path}: ${r.status} ${r.body?.message ?? JSON.stringify(r.body)}`);
    return r.body;
  }

  /**
   * Lists `path` then watches it from that resourceVersion, calling onObject(object, type) for
   * every object listed and every event; re-watches when the server ends the stream. Returns stop().
   */
  async function listWatch(path, onObject) {
    let stopped = false;
    const list = await ok("GET", path);
    for (const item of list.items ?? []) onObject(item, "LISTED");
    let rv = list.metadata.resourceVersion;
    const loop = async () => {
      while (!stopped) {
        await new Promise((resolve) => {
          const sep = path.includes("?") ? "&" : "?";
          const req = send("GET", `${path}${sep}watch=1&allowWatchBookmarks=true&resourceVersion=${rv}`, {
            agent: watchAgent,
          });
          streams.add(req);
          req.on("error", resolve);
          req.on("close", () => {
            streams.delete(req);
            resolve();
          });
          req.on("response", (res) => {
            let buffer = "";
            res.on("data", (chunk) => {
              buffer += chunk;
              for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
                const line = buffer.slice(0, nl);
                buffer = buffer.slice(nl + 1);
                if (!line.trim()) continue;
                const event = JSON.parse(line);
                if (event.type === "ERROR") continue;
                rv = event.object.metadata.resourceVersion;
                if (event.type !== "BOOKMARK") onObject(event.object, event.type);
              }
            });
            res.on("error", resolve);
          });
          req.end();
        });
      }
    };
    loop();
    return () => {
      stopped = true;
    };
  }

  return {
    request,
    ok,
    listWatch,
    close() {
      for (const s of streams) s.destroy();
      agent.destroy();
      watchAgent.destroy();
    },
  };
}

/** The REST path of a namespaced core or grouped resource (and of one object when name is given). */
export function resourcePath(apiVersion, plural, namespace, name) {
  const prefix = apiVersion.includes("/") ? `/apis/${apiVersion}` : `/api/${apiVersion}`;
  return `${prefix}${namespace ? `/namespaces/${namespace}` : ""}/${plural}${name ? `/${name}` : ""}`;
}
