import { describe, expect, it } from "vitest";
import { HelmError, type ValuesSourceReader } from "../../src/helm/types.js";
import { composeValues, replacePathLiteralValue, replacePathValue } from "../../src/helm/values.js";
import { type HelmReleaseSpec, parseYaml, type ValuesReference } from "../../src/model/index.js";

type Objects = Partial<
  Record<"ConfigMap" | "Secret", Record<string, Record<string, string> | { unread: string }>>
>;

/** The ConfigMaps and Secrets of one namespace, as the render's reader hands them over. */
function readerOf(objects: Objects, namespace = "apps"): ValuesSourceReader & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async read(kind, ns, name) {
      reads.push(`${kind}/${ns}/${name}`);
      if (ns !== namespace) return undefined;
      return objects[kind]?.[name];
    },
  };
}

function release(valuesFrom: ValuesReference[], values?: string): HelmReleaseSpec {
  return {
    name: "podinfo",
    namespace: "apps",
    apiVersion: "helm.toolkit.fluxcd.io/v2",
    chartRef: { kind: "OCIRepository", name: "podinfo" },
    ...(values ? { values: parseYaml(values) as Record<string, unknown> } : {}),
    valuesFrom,
    postRenderers: [],
    install: {},
    upgrade: {},
    uninstall: {},
    dependsOn: [],
    suspend: false,
    object: { apiVersion: "helm.toolkit.fluxcd.io/v2", kind: "HelmRelease", metadata: { name: "podinfo" } },
  };
}

// fluxcd/pkg chartutil values_test.go TestChartValuesFromReferences, ported.
describe("composeValues (TestChartValuesFromReferences)", () => {
  const cases: {
    name: string;
    objects?: Objects;
    references: ValuesReference[];
    values?: string;
    want?: Record<string, unknown>;
    wantErr?: boolean;
  }[] = [
    {
      name: "merges",
      objects: {
        ConfigMap: { values: { "values.yaml": "flat: value\nnested:\n  configuration: value\n" } },
        Secret: { values: { "values.yaml": "flat:\n  nested: value\nnested: value\n" } },
      },
      references: [
        { kind: "ConfigMap", name: "values" },
        { kind: "Secret", name: "values" },
      ],
      values: "\nother: values\n",
      want: { flat: { nested: "value" }, nested: "value", other: "values" },
    },
    {
      name: "with target path",
      objects: { Secret: { values: { single: "value" } } },
      references: [
        { kind: "Secret", name: "values", valuesKey: "single", targetPath: "merge.at.specific.path" },
      ],
      want: { merge: { at: { specific: { path: "value" } } } },
    },
    {
      name: "target path precedence over all",
      objects: {
        ConfigMap: {
          values: { "values.yaml": "flat: value\nnested:\n  configuration:\n  - one\n  - two\n  - three\n" },
        },
        Secret: { values: { key: "value" } },
      },
      references: [
        { kind: "Secret", name: "values", valuesKey: "key", targetPath: "nested.configuration[0]" },
        { kind: "ConfigMap", name: "values" },
      ],
      values: "\nnested:\n  configuration:\n  - list\n  - item\n  - option\n",
      want: { flat: "value", nested: { configuration: ["value", "item", "option"] } },
    },
    {
      name: "target path for string type array item",
      objects: {
        ConfigMap: {
          values: {
            "values.yaml": "flat: value\nnested:\n  configuration:\n  - list\n  - item\n  - option\n",
          },
        },
        Secret: { values: { "values.yaml": "foo" } },
      },
      references: [
        { kind: "ConfigMap", name: "values" },
        { kind: "Secret", name: "values", targetPath: "nested.configuration[1]" },
      ],
      values: "\nother: values\n",
      want: { flat: "value", nested: { configuration: ["list", "foo", "option"] }, other: "values" },
    },
    {
      name: "values reference to non existing secret",
      references: [{ kind: "Secret", name: "missing" }],
      wantErr: true,
    },
    {
      name: "optional values reference to non existing secret",
      references: [{ kind: "Secret", name: "missing", optional: true }],
      want: {},
    },
    {
      name: "values reference to non existing config map",
      references: [{ kind: "ConfigMap", name: "missing" }],
      wantErr: true,
    },
    {
      name: "optional values reference to non existing config map",
      references: [{ kind: "ConfigMap", name: "missing", optional: true }],
      want: {},
    },
    {
      name: "missing secret key",
      objects: { Secret: { values: {} } },
      references: [{ kind: "Secret", name: "values", valuesKey: "nonexisting" }],
      wantErr: true,
    },
    {
      name: "missing config map key",
      objects: { ConfigMap: { values: {} } },
      references: [{ kind: "ConfigMap", name: "values", valuesKey: "nonexisting" }],
      wantErr: true,
    },
    {
      name: "unsupported values reference kind",
      references: [{ kind: "Unsupported" as "ConfigMap", name: "" }],
      wantErr: true,
    },
    {
      name: "invalid values",
      objects: { ConfigMap: { values: { "values.yaml": "\ninvalid" } } },
      references: [{ kind: "ConfigMap", name: "values" }],
      wantErr: true,
    },
    {
      name: "non-literal target path mangles value with commas",
      objects: { ConfigMap: { values: { "application.yml": "endpoints: [a,b,c]" } } },
      references: [
        {
          kind: "ConfigMap",
          name: "values",
          valuesKey: "application.yml",
          targetPath: "externalConfig.application\\.yml.content",
        },
      ],
      wantErr: true,
    },
    {
      name: "literal target path preserves helm-set metacharacters",
      objects: {
        ConfigMap: {
          values: {
            "application.yml":
              'server:\n  port: 8080\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: [ "prometheus", "health" ]\n',
          },
        },
      },
      references: [
        {
          kind: "ConfigMap",
          name: "values",
          valuesKey: "application.yml",
          targetPath: "externalConfig.application\\.yml.content",
          literal: true,
        },
      ],
      want: {
        externalConfig: {
          "application.yml": {
            content:
              'server:\n  port: 8080\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: [ "prometheus", "health" ]\n',
          },
        },
      },
    },
    {
      name: "literal target path preserves multi-line HOCON with equals and braces",
      objects: {
        Secret: {
          values: {
            "application.conf": 'kafka {\n  bootstrap = "b-1:9098,b-2:9098"\n  group = "my.service"\n}\n',
          },
        },
      },
      references: [
        {
          kind: "Secret",
          name: "values",
          valuesKey: "application.conf",
          targetPath: "externalConfig.application\\.conf.content",
          literal: true,
        },
      ],
      want: {
        externalConfig: {
          "application.conf": {
            content: 'kafka {\n  bootstrap = "b-1:9098,b-2:9098"\n  group = "my.service"\n}\n',
          },
        },
      },
    },
    {
      name: "literal flag without targetPath is ignored (root YAML merge)",
      objects: { ConfigMap: { values: { "values.yaml": "flat: value\n" } } },
      references: [{ kind: "ConfigMap", name: "values", literal: true }],
      want: { flat: "value" },
    },
    {
      name: "comma-separated brokers fail to merge without literal (fluxcd/flux2#2625)",
      objects: { Secret: { kafka: { brokers: "kafka01.net:9092,kafka02.net:9092,kafka03.net:9092" } } },
      references: [{ kind: "Secret", name: "kafka", valuesKey: "brokers", targetPath: "kafka.brokers" }],
      wantErr: true,
    },
    {
      name: "comma-separated brokers kept verbatim with literal (fluxcd/flux2#2625)",
      objects: { Secret: { kafka: { brokers: "kafka01.net:9092,kafka02.net:9092,kafka03.net:9092" } } },
      references: [
        { kind: "Secret", name: "kafka", valuesKey: "brokers", targetPath: "kafka.brokers", literal: true },
      ],
      want: { kafka: { brokers: "kafka01.net:9092,kafka02.net:9092,kafka03.net:9092" } },
    },
  ];

  it.each(cases)("$name", async ({ objects, references, values, want, wantErr }) => {
    const composed = composeValues(release(references, values), readerOf(objects ?? {}));
    if (wantErr) await expect(composed).rejects.toThrow(HelmError);
    else expect((await composed).values).toEqual(want);
  });
});

// chartutil values_test.go TestReplacePathValue (the formats of `helm --set`), ported.
describe("replacePathValue (TestReplacePathValue)", () => {
  const cases: { name: string; value: string; path: string; want: Record<string, unknown> }[] = [
    { name: "outer inner", value: "value", path: "outer.inner", want: { outer: { inner: "value" } } },
    { name: "inline list", value: "{a,b,c}", path: "name", want: { name: ["a", "b", "c"] } },
    { name: "with escape", value: "value1\\,value2", path: "name", want: { name: "value1,value2" } },
    {
      name: "target path with boolean value",
      value: "true",
      path: "merge.at.specific.path",
      want: { merge: { at: { specific: { path: true } } } },
    },
    {
      name: "target path with set-string behavior",
      value: '"true"',
      path: "merge.at.specific.path",
      want: { merge: { at: { specific: { path: "true" } } } },
    },
    {
      name: "target path with array item",
      value: "value",
      path: "merge.at[2]",
      want: { merge: { at: [null, null, "value"] } },
    },
    {
      name: "dot sequence escaping path",
      value: "master",
      path: "nodeSelector.kubernetes\\.io/role",
      want: { nodeSelector: { "kubernetes.io/role": "master" } },
    },
  ];
  it.each(cases)("$name", ({ value, path, want }) => {
    const values = {};
    replacePathValue(values, path, value);
    expect(values).toEqual(want);
  });

  it("trims every surrounding quote, as Go's strings.Trim does", () => {
    const values = {};
    replacePathValue(values, "a", `'"42"'`);
    expect(values).toEqual({ a: "42" });
  });
});

// chartutil values_test.go TestReplacePathLiteralValue (`helm --set-literal`), ported.
describe("replacePathLiteralValue (TestReplacePathLiteralValue)", () => {
  const cases: { name: string; value: string; path: string; want: Record<string, unknown> }[] = [
    { name: "simple string", value: "value", path: "outer.inner", want: { outer: { inner: "value" } } },
    { name: "value with commas is preserved", value: "a,b,c", path: "name", want: { name: "a,b,c" } },
    { name: "value with braces is preserved", value: "{a,b,c}", path: "name", want: { name: "{a,b,c}" } },
    {
      name: "value with equals signs is preserved",
      value: "foo=bar=baz",
      path: "name",
      want: { name: "foo=bar=baz" },
    },
    {
      name: "value with brackets is preserved",
      value: "endpoints: [a, b, c]",
      path: "config",
      want: { config: "endpoints: [a, b, c]" },
    },
    {
      name: "multi-line YAML content is preserved verbatim",
      value:
        'server:\n  port: 8080\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: [ "prometheus", "health" ]\n',
      path: "externalConfig.application\\.yml.content",
      want: {
        externalConfig: {
          "application.yml": {
            content:
              'server:\n  port: 8080\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: [ "prometheus", "health" ]\n',
          },
        },
      },
    },
    {
      name: "HOCON content with equals and quoted strings is preserved",
      value: 'kafka {\n  bootstrap = "b-1:9098,b-2:9098"\n  group = "svc.consumer"\n}\n',
      path: "externalConfig.application\\.conf.content",
      want: {
        externalConfig: {
          "application.conf": {
            content: 'kafka {\n  bootstrap = "b-1:9098,b-2:9098"\n  group = "svc.consumer"\n}\n',
          },
        },
      },
    },
    {
      name: "JSON string is preserved verbatim",
      value: '["a","b","c"]',
      path: "subnet_ids",
      want: { subnet_ids: '["a","b","c"]' },
    },
    {
      name: "boolean-like string stays a string",
      value: "true",
      path: "feature.enabled",
      want: { feature: { enabled: "true" } },
    },
    {
      name: "dot escape in path still works",
      value: "master",
      path: "nodeSelector.kubernetes\\.io/role",
      want: { nodeSelector: { "kubernetes.io/role": "master" } },
    },
    {
      name: "kafka broker list with host:port and commas",
      value: "kafka01.net:9092,kafka02.net:9092,kafka03.net:9092",
      path: "kafka.brokers",
      want: { kafka: { brokers: "kafka01.net:9092,kafka02.net:9092,kafka03.net:9092" } },
    },
    { name: "backslashes are kept", value: "C:\\path\\to", path: "dir", want: { dir: "C:\\path\\to" } },
  ];
  it.each(cases)("$name", ({ value, path, want }) => {
    const values = {};
    replacePathLiteralValue(values, path, value);
    expect(values).toEqual(want);
  });
});

describe("composeValues: what helm-controller v1.6.4 does beyond chartutil's tables", () => {
  it("lets targetPath win over an inline value when no earlier entry made the parent map", async () => {
    const hr = release(
      [{ kind: "ConfigMap", name: "image", valuesKey: "tag", targetPath: "image.tag" }],
      "image:\n  tag: inline\n",
    );
    const { values } = await composeValues(hr, readerOf({ ConfigMap: { image: { tag: "from-configmap" } } }));
    expect(values).toEqual({ image: { tag: "from-configmap" } });
  });

  it("lets the inline value win when an earlier valuesFrom entry already made the parent map", async () => {
    const hr = release(
      [
        { kind: "ConfigMap", name: "base" },
        { kind: "ConfigMap", name: "image", valuesKey: "tag", targetPath: "image.tag" },
      ],
      "image:\n  tag: inline\n",
    );
    const objects = {
      ConfigMap: {
        base: { "values.yaml": "image:\n  repository: podinfo\n" },
        image: { tag: "from-configmap" },
      },
    };
    const { values } = await composeValues(hr, readerOf(objects));
    expect(values).toEqual({ image: { repository: "podinfo", tag: "inline" } });
  });

  it("lets an inline top-level value win over a top-level targetPath", async () => {
    const hr = release(
      [{ kind: "ConfigMap", name: "c", valuesKey: "n", targetPath: "replicas" }],
      "replicas: 2\n",
    );
    const { values } = await composeValues(hr, readerOf({ ConfigMap: { c: { n: "5" } } }));
    expect(values).toEqual({ replicas: 2 });
  });

  it("leaves the release's own values as they were", async () => {
    const hr = release(
      [{ kind: "ConfigMap", name: "image", valuesKey: "tag", targetPath: "image.tag" }],
      "image:\n  tag: inline\n",
    );
    await composeValues(hr, readerOf({ ConfigMap: { image: { tag: "x" } } }));
    expect(hr.values).toEqual({ image: { tag: "inline" } });
  });

  it("types values as sigs.k8s.io/yaml does: go-yaml v2 booleans, JSON numbers", async () => {
    const hr = release([{ kind: "ConfigMap", name: "v" }]);
    const text = "enabled: yes\nreplicas: 3\nratio: 1.50\nmode: 0755\nwhen: 2024-01-02\n";
    const { values } = await composeValues(hr, readerOf({ ConfigMap: { v: { "values.yaml": text } } }));
    expect(values).toEqual({ enabled: true, replicas: 3, ratio: 1.5, mode: 493, when: "2024-01-02" });
  });

  it("types a targetPath value as --set does and forces a quoted one to a string", async () => {
    const hr = release([
      { kind: "ConfigMap", name: "v", valuesKey: "n", targetPath: "a" },
      { kind: "ConfigMap", name: "v", valuesKey: "q", targetPath: "b" },
    ]);
    const { values } = await composeValues(hr, readerOf({ ConfigMap: { v: { n: "8080", q: "'8080'" } } }));
    expect(values).toEqual({ a: 8080, b: "8080" });
  });

  it("reads the references in the HelmRelease's namespace, each object once", async () => {
    const hr = {
      ...release([
        { kind: "ConfigMap", name: "v" },
        { kind: "ConfigMap", name: "v", valuesKey: "more" },
      ]),
      targetNamespace: "elsewhere",
    };
    const reader = readerOf({ ConfigMap: { v: { "values.yaml": "a: 1\n", more: "b: 2\n" } } });
    expect((await composeValues(hr, reader)).values).toEqual({ a: 1, b: 2 });
    expect(reader.reads).toEqual(["ConfigMap/apps/v"]);
  });

  it("skips an optional reference whose key is missing, with a warning (the code, not the docs)", async () => {
    const hr = release([{ kind: "ConfigMap", name: "v", valuesKey: "absent", optional: true }], "a: 1\n");
    const { values, warnings } = await composeValues(hr, readerOf({ ConfigMap: { v: {} } }));
    expect(values).toEqual({ a: 1 });
    expect(warnings).toEqual([
      "could not resolve optional ConfigMap chart values reference ConfigMap/apps/v with key 'absent': key not found, skipped",
    ]);
  });

  it("names the missing object and key in helm-controller's words", async () => {
    const hr = release([{ kind: "ConfigMap", name: "podinfo-values" }]);
    await expect(composeValues(hr, readerOf({}))).rejects.toThrow(
      "could not resolve ConfigMap chart values reference ConfigMap/apps/podinfo-values with key 'values.yaml': resource not found",
    );
  });

  it("names what it could not read and why, instead of guessing (even for an optional reference)", async () => {
    const hr = release([{ kind: "Secret", name: "db", optional: true }]);
    const reader: ValuesSourceReader = { read: async () => ({ unread: "no cluster to read it from" }) };
    await expect(composeValues(hr, reader)).rejects.toThrow(
      "could not resolve optional Secret chart values reference Secret/apps/db with key 'values.yaml': cannot read Secret/apps/db: no cluster to read it from",
    );
  });

  it("hands back every text read from a Secret, whole and leaf by leaf, for masking", async () => {
    const hr = release([
      { kind: "Secret", name: "db" },
      { kind: "Secret", name: "db", valuesKey: "hosts", targetPath: "db.hosts" },
      { kind: "ConfigMap", name: "plain" },
    ]);
    const objects = {
      Secret: {
        db: { "values.yaml": "db:\n  password: hunter2\n  port: 5432\n", hosts: "{a.internal,b.internal}" },
      },
      ConfigMap: { plain: { "values.yaml": "visible: text\n" } },
    };
    const { values, secretValues } = await composeValues(hr, readerOf(objects));
    expect(values).toEqual({
      db: { password: "hunter2", port: 5432, hosts: ["a.internal", "b.internal"] },
      visible: "text",
    });
    expect(secretValues.sort()).toEqual(
      [
        "db:\n  password: hunter2\n  port: 5432\n",
        "hunter2",
        "{a.internal,b.internal}",
        "a.internal",
        "b.internal",
      ].sort(),
    );
  });

  it("says a values document that is not a mapping is not values", async () => {
    const hr = release([{ kind: "ConfigMap", name: "v" }]);
    await expect(
      composeValues(hr, readerOf({ ConfigMap: { v: { "values.yaml": "- a\n- b\n" } } })),
    ).rejects.toThrow(
      "could not resolve ConfigMap chart values reference ConfigMap/apps/v with key 'values.yaml': failed to read values data: the values document is a list, not a YAML mapping",
    );
  });
});
