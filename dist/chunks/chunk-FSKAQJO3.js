import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod3) => function __require2() {
  try {
    return mod3 || (0, cb[__getOwnPropNames(cb)[0]])((mod3 = { exports: {} }).exports, mod3), mod3.exports;
  } catch (e) {
    throw mod3 = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key3 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key3) && key3 !== except)
        __defProp(to, key3, { get: () => from[key3], enumerable: !(desc = __getOwnPropDesc(from, key3)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod3, isNodeMode, target) => (target = mod3 != null ? __create(__getProtoOf(mod3)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod3 || !mod3.__esModule ? __defProp(target, "default", { value: mod3, enumerable: true }) : target,
  mod3
));

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap3;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq3;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key3, node, visitor, path5) {
      const ctrl = callVisitor(key3, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key3, path5, ctrl);
        return visit_(key3, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = visit_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key3, node, visitor, path5) {
      const ctrl = await callVisitor(key3, node, visitor, path5);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key3, path5, ctrl);
        return visitAsync_(key3, ctrl, visitor, path5);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path5 = Object.freeze(path5.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path5);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path5 = Object.freeze(path5.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path5);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path5);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key3, node, visitor, path5) {
      if (typeof visitor === "function")
        return visitor(key3, node, path5);
      if (identity.isMap(node))
        return visitor.Map?.(key3, node, path5);
      if (identity.isSeq(node))
        return visitor.Seq?.(key3, node, path5);
      if (identity.isPair(node))
        return visitor.Pair?.(key3, node, path5);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key3, node, path5);
      if (identity.isAlias(node))
        return visitor.Alias?.(key3, node, path5);
      return void 0;
    }
    function replaceNode(key3, path5, node) {
      const parent = path5[path5.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key3] = node;
      } else if (identity.isPair(parent)) {
        if (key3 === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines2.push(`%TAG ${handle} ${prefix}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key3, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key3, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path5, value) {
      let v = value;
      for (let i = path5.length - 1; i >= 0; --i) {
        const k = path5[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path5) => path5 == null || typeof path5 === "object" && !!path5[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path5, value) {
        if (isEmptyPath(path5))
          this.add(value);
        else {
          const [key3, ...rest] = path5;
          const node = this.get(key3, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key3, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key3}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        const [key3, ...rest] = path5;
        if (rest.length === 0)
          return this.delete(key3);
        const node = this.get(key3, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key3}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        const [key3, ...rest] = path5;
        const node = this.get(key3, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path5) {
        const [key3, ...rest] = path5;
        if (rest.length === 0)
          return this.has(key3);
        const node = this.get(key3, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        const [key3, ...rest] = path5;
        if (rest.length === 0) {
          this.set(key3, value);
        } else {
          const node = this.get(key3, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key3, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key3}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify3(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key: key3, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key3) && key3.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key3) || !identity.isNode(key3) && typeof key3 === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key3 || keyComment && value == null && !ctx.inFlow || identity.isCollection(key3) || (identity.isScalar(key3) ? key3.type === Scalar.Scalar.BLOCK_FOLDED || key3.type === Scalar.Scalar.BLOCK_LITERAL : typeof key3 === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify3.stringify(key3, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify3.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages2) {
      if (logLevel === "debug")
        console.log(...messages2);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key3) => (merge.identify(key3) || identity.isScalar(key3) && (!key3.type || key3.type === Scalar.Scalar.PLAIN) && merge.identify(key3.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key3, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key3))
            map.set(key3, value2);
        } else if (map instanceof Set) {
          map.add(key3);
        } else if (!Object.prototype.hasOwnProperty.call(map, key3)) {
          Object.defineProperty(map, key3, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify3 = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key: key3, value }) {
      if (identity.isNode(key3) && key3.addToJSMap)
        key3.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key3))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key3, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key3, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key3, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key3) && ctx?.doc) {
        const strCtx = stringify3.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key3.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key3, value, ctx) {
      const k = createNode.createNode(key3, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key3, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key3;
        this.value = value;
      }
      clone(schema) {
        let { key: key3, value } = this;
        if (identity.isNode(key3))
          key3 = key3.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key3, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify4 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify4(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify3.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str2);
      }
      let str;
      if (lines2.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify3.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines2.push(str);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines2)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key3) {
      const k = identity.isScalar(key3) ? key3.value : key3;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key3 || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap2 = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key3, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key3, value);
          else if (Array.isArray(replacer) && !replacer.includes(key3))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key3, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key3, value] of obj)
            add(key3, value);
        } else if (obj && typeof obj === "object") {
          for (const key3 of Object.keys(obj))
            add(key3, obj[key3]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key3) {
        const it = findPair(this.items, key3);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key3, keepScalar) {
        const it = findPair(this.items, key3);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key3) {
        return !!findPair(this.items, key3);
      }
      set(key3, value) {
        this.add(new Pair.Pair(key3, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap2;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap2 = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap2.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap2.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key3) {
        const idx = asItemIndex(key3);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key3, keepScalar) {
        const idx = asItemIndex(key3);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key3) {
        const idx = asItemIndex(key3);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key3, value) {
        const idx = asItemIndex(key3);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key3}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key3 = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key3, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key3) {
      let idx = identity.isScalar(key3) ? key3.value : key3;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines2 = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines2[i] = str.substr(o, lineWidth);
          }
          str = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key3, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key3 = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key3 = keys[0];
              value = it[key3];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key3 = it;
          }
          pairs2.items.push(Pair.createPair(key3, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap2.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap2.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap2.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap2.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap2.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key3, value;
          if (identity.isPair(pair)) {
            key3 = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key3, ctx);
          } else {
            key3 = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key3))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key3, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key: key3 } of pairs$1.items) {
          if (identity.isScalar(key3)) {
            if (seenKeys.includes(key3.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key3.value}`);
            } else {
              seenKeys.push(key3.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap2.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key3) {
        let pair;
        if (identity.isPair(key3))
          pair = key3;
        else if (key3 && typeof key3 === "object" && "key" in key3 && "value" in key3 && key3.value === null)
          pair = new Pair.Pair(key3.key, null);
        else
          pair = new Pair.Pair(key3, null);
        const prev = YAMLMap2.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key3, keepPair) {
        const pair = YAMLMap2.findPair(this.items, key3);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key3, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap2.findPair(this.items, key3);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key3));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key3) => key3 !== "yaml11").map((key3) => JSON.stringify(key3)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key3) => JSON.stringify(key3)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines2.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify3.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify3.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify3.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines2.push(`... ${cs}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path5, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path5, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key3, value, options = {}) {
        const k = this.createNode(key3, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key3) {
        return assertCollection(this.contents) ? this.contents.delete(key3) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path5) {
        if (Collection.isEmptyPath(path5)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path5) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key3, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key3, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path5, keepScalar) {
        if (Collection.isEmptyPath(path5))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path5, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key3) {
        return identity.isCollection(this.contents) ? this.contents.has(key3) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path5) {
        if (Collection.isEmptyPath(path5))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path5) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key3, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key3], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key3, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path5, value) {
        if (Collection.isEmptyPath(path5)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path5), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path5, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError2 = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError2;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key3) {
      if (!key3)
        return null;
      switch (key3.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key3.source.includes("\n"))
            return true;
          if (key3.end) {
            for (const st of key3.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key3.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap2.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key: key3, sep: sep3, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key3 ?? sep3?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key3) {
            if (key3.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key3 && key3.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep3) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key3)) {
            onError(key3 ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key3 ? composeNode(ctx, key3, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key3, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep3 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key3 || key3.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep3, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep3 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep3 + cb;
              sep3 = "";
              break;
            }
            case "newline":
              if (comment)
                sep3 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap3 = fc.start.source === "{";
      const fcName = isMap3 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap3 ? YAMLMap2.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key: key3, sep: sep3, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key3 ?? sep3?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep3 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap3 && ctx.options.strict && utilContainsNewline.containsNewline(key3))
            onError(
              key3,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap3 && !sep3 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep3, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key3 ? composeNode(ctx, key3, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key3))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep3 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap3 && !props.found && ctx.options.strict) {
              if (sep3)
                for (const st of sep3) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep3, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap3) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap2.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap3 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap2.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar2, onError) {
      const start = scalar2.offset;
      const header = parseBlockScalarHeader(scalar2, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines2 = scalar2.source ? splitLines2(scalar2.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar2.source)
          end2 += scalar2.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar2.indent + header.indent;
      let offset = scalar2.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep3 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep3 === " ")
            sep3 = "\n";
          else if (!prevMoreIndented && sep3 === "\n")
            sep3 = "\n\n";
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep3 === "\n")
            value += "\n";
          else
            sep3 = "\n";
        } else {
          value += sep3 + content;
          sep3 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar2.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar2, strict, onError) {
      const { offset, type, source, end } = scalar2;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar2, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep3 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep3 === "\n")
            res += sep3;
          else
            sep3 = "\n";
        } else {
          res += sep3 + lm;
          sep3 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep3 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar2;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar2 = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar2 = new Scalar.Scalar(value);
      }
      scalar2.range = range;
      scalar2.source = value;
      if (type)
        scalar2.type = type;
      if (tagName)
        scalar2.tag = tagName;
      if (tag.format)
        scalar2.format = tag.format;
      if (comment)
        scalar2.comment = comment;
      return scalar2;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key3 of Object.keys(token))
          if (key3 !== "type" && key3 !== "offset")
            delete token[key3];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key3 of Object.keys(token))
            if (key3 !== "type" && key3 !== "offset")
              delete token[key3];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify3 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key: key3, sep: sep3, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key3)
        res += stringifyToken(key3);
      if (sep3)
        for (const st of sep3)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path5) => {
      let item = cst;
      for (const [field, index] of path5) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path5) => {
      const parent = visit.itemAtPath(cst, path5.slice(0, -1));
      const field = path5[path5.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path5, item, visitor) {
      let ctrl = visitor(item, path5);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path5.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path5);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path5) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter3 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter3;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list2, type) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar2) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep3;
          if (scalar2.end) {
            sep3 = scalar2.end;
            sep3.push(this.sourceToken);
            delete scalar2.end;
          } else
            sep3 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar2.offset,
            indent: scalar2.indent,
            items: [{ start, key: scalar2, sep: sep3 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar2);
      }
      *blockScalar(scalar2) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar2.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar2.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key3 = it.key;
                  const sep3 = it.sep;
                  sep3.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: key3, sep: sep3 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep3 = fc.end.splice(1, fc.end.length);
            sep3.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep3 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments4(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse3(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify3(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse3;
    exports.parseAllDocuments = parseAllDocuments4;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap2 = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap2.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate10, compare2) {
      return { validate: validate10, compare: compare2 };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(time, compareTime),
      "date-time": fmtDef(date_time, compareDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d)(\.\d+)?(z|[+-]\d\d(?::?\d\d)?)?$/i;
    function time(str, withTimeZone) {
      const matches = TIME.exec(str);
      if (!matches)
        return false;
      const hour = +matches[1];
      const minute = +matches[2];
      const second = +matches[3];
      const timeZone = matches[5];
      return (hour <= 23 && minute <= 59 && second <= 59 || hour === 23 && minute === 59 && second === 60) && (!withTimeZone || timeZone !== "");
    }
    function compareTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3] + (a1[4] || "");
      t2 = a2[1] + a2[2] + a2[3] + (a2[4] || "");
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function date_time(str) {
      const dateTime = str.split(DATE_TIME_SEPARATOR);
      return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1], true);
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/uri-js/dist/es5/uri.all.js
var require_uri_all = __commonJS({
  "node_modules/uri-js/dist/es5/uri.all.js"(exports, module) {
    (function(global, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? factory(exports) : typeof define === "function" && define.amd ? define(["exports"], factory) : factory(global.URI = global.URI || {});
    })(exports, (function(exports2) {
      "use strict";
      function merge() {
        for (var _len = arguments.length, sets = Array(_len), _key = 0; _key < _len; _key++) {
          sets[_key] = arguments[_key];
        }
        if (sets.length > 1) {
          sets[0] = sets[0].slice(0, -1);
          var xl = sets.length - 1;
          for (var x = 1; x < xl; ++x) {
            sets[x] = sets[x].slice(1, -1);
          }
          sets[xl] = sets[xl].slice(1);
          return sets.join("");
        } else {
          return sets[0];
        }
      }
      function subexp(str) {
        return "(?:" + str + ")";
      }
      function typeOf(o) {
        return o === void 0 ? "undefined" : o === null ? "null" : Object.prototype.toString.call(o).split(" ").pop().split("]").shift().toLowerCase();
      }
      function toUpperCase(str) {
        return str.toUpperCase();
      }
      function toArray(obj) {
        return obj !== void 0 && obj !== null ? obj instanceof Array ? obj : typeof obj.length !== "number" || obj.split || obj.setInterval || obj.call ? [obj] : Array.prototype.slice.call(obj) : [];
      }
      function assign(target, source) {
        var obj = target;
        if (source) {
          for (var key3 in source) {
            obj[key3] = source[key3];
          }
        }
        return obj;
      }
      function buildExps(isIRI2) {
        var ALPHA$$ = "[A-Za-z]", CR$ = "[\\x0D]", DIGIT$$ = "[0-9]", DQUOTE$$ = "[\\x22]", HEXDIG$$2 = merge(DIGIT$$, "[A-Fa-f]"), LF$$ = "[\\x0A]", SP$$ = "[\\x20]", PCT_ENCODED$2 = subexp(subexp("%[EFef]" + HEXDIG$$2 + "%" + HEXDIG$$2 + HEXDIG$$2 + "%" + HEXDIG$$2 + HEXDIG$$2) + "|" + subexp("%[89A-Fa-f]" + HEXDIG$$2 + "%" + HEXDIG$$2 + HEXDIG$$2) + "|" + subexp("%" + HEXDIG$$2 + HEXDIG$$2)), GEN_DELIMS$$ = "[\\:\\/\\?\\#\\[\\]\\@]", SUB_DELIMS$$ = "[\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]", RESERVED$$ = merge(GEN_DELIMS$$, SUB_DELIMS$$), UCSCHAR$$ = isIRI2 ? "[\\xA0-\\u200D\\u2010-\\u2029\\u202F-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF]" : "[]", IPRIVATE$$ = isIRI2 ? "[\\uE000-\\uF8FF]" : "[]", UNRESERVED$$2 = merge(ALPHA$$, DIGIT$$, "[\\-\\.\\_\\~]", UCSCHAR$$), SCHEME$ = subexp(ALPHA$$ + merge(ALPHA$$, DIGIT$$, "[\\+\\-\\.]") + "*"), USERINFO$ = subexp(subexp(PCT_ENCODED$2 + "|" + merge(UNRESERVED$$2, SUB_DELIMS$$, "[\\:]")) + "*"), DEC_OCTET$ = subexp(subexp("25[0-5]") + "|" + subexp("2[0-4]" + DIGIT$$) + "|" + subexp("1" + DIGIT$$ + DIGIT$$) + "|" + subexp("[1-9]" + DIGIT$$) + "|" + DIGIT$$), DEC_OCTET_RELAXED$ = subexp(subexp("25[0-5]") + "|" + subexp("2[0-4]" + DIGIT$$) + "|" + subexp("1" + DIGIT$$ + DIGIT$$) + "|" + subexp("0?[1-9]" + DIGIT$$) + "|0?0?" + DIGIT$$), IPV4ADDRESS$ = subexp(DEC_OCTET_RELAXED$ + "\\." + DEC_OCTET_RELAXED$ + "\\." + DEC_OCTET_RELAXED$ + "\\." + DEC_OCTET_RELAXED$), H16$ = subexp(HEXDIG$$2 + "{1,4}"), LS32$ = subexp(subexp(H16$ + "\\:" + H16$) + "|" + IPV4ADDRESS$), IPV6ADDRESS1$ = subexp(subexp(H16$ + "\\:") + "{6}" + LS32$), IPV6ADDRESS2$ = subexp("\\:\\:" + subexp(H16$ + "\\:") + "{5}" + LS32$), IPV6ADDRESS3$ = subexp(subexp(H16$) + "?\\:\\:" + subexp(H16$ + "\\:") + "{4}" + LS32$), IPV6ADDRESS4$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,1}" + H16$) + "?\\:\\:" + subexp(H16$ + "\\:") + "{3}" + LS32$), IPV6ADDRESS5$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,2}" + H16$) + "?\\:\\:" + subexp(H16$ + "\\:") + "{2}" + LS32$), IPV6ADDRESS6$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,3}" + H16$) + "?\\:\\:" + H16$ + "\\:" + LS32$), IPV6ADDRESS7$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,4}" + H16$) + "?\\:\\:" + LS32$), IPV6ADDRESS8$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,5}" + H16$) + "?\\:\\:" + H16$), IPV6ADDRESS9$ = subexp(subexp(subexp(H16$ + "\\:") + "{0,6}" + H16$) + "?\\:\\:"), IPV6ADDRESS$ = subexp([IPV6ADDRESS1$, IPV6ADDRESS2$, IPV6ADDRESS3$, IPV6ADDRESS4$, IPV6ADDRESS5$, IPV6ADDRESS6$, IPV6ADDRESS7$, IPV6ADDRESS8$, IPV6ADDRESS9$].join("|")), ZONEID$ = subexp(subexp(UNRESERVED$$2 + "|" + PCT_ENCODED$2) + "+"), IPV6ADDRZ$ = subexp(IPV6ADDRESS$ + "\\%25" + ZONEID$), IPV6ADDRZ_RELAXED$ = subexp(IPV6ADDRESS$ + subexp("\\%25|\\%(?!" + HEXDIG$$2 + "{2})") + ZONEID$), IPVFUTURE$ = subexp("[vV]" + HEXDIG$$2 + "+\\." + merge(UNRESERVED$$2, SUB_DELIMS$$, "[\\:]") + "+"), IP_LITERAL$ = subexp("\\[" + subexp(IPV6ADDRZ_RELAXED$ + "|" + IPV6ADDRESS$ + "|" + IPVFUTURE$) + "\\]"), REG_NAME$ = subexp(subexp(PCT_ENCODED$2 + "|" + merge(UNRESERVED$$2, SUB_DELIMS$$)) + "*"), HOST$ = subexp(IP_LITERAL$ + "|" + IPV4ADDRESS$ + "(?!" + REG_NAME$ + ")|" + REG_NAME$), PORT$ = subexp(DIGIT$$ + "*"), AUTHORITY$ = subexp(subexp(USERINFO$ + "@") + "?" + HOST$ + subexp("\\:" + PORT$) + "?"), PCHAR$ = subexp(PCT_ENCODED$2 + "|" + merge(UNRESERVED$$2, SUB_DELIMS$$, "[\\:\\@]")), SEGMENT$ = subexp(PCHAR$ + "*"), SEGMENT_NZ$ = subexp(PCHAR$ + "+"), SEGMENT_NZ_NC$ = subexp(subexp(PCT_ENCODED$2 + "|" + merge(UNRESERVED$$2, SUB_DELIMS$$, "[\\@]")) + "+"), PATH_ABEMPTY$ = subexp(subexp("\\/" + SEGMENT$) + "*"), PATH_ABSOLUTE$ = subexp("\\/" + subexp(SEGMENT_NZ$ + PATH_ABEMPTY$) + "?"), PATH_NOSCHEME$ = subexp(SEGMENT_NZ_NC$ + PATH_ABEMPTY$), PATH_ROOTLESS$ = subexp(SEGMENT_NZ$ + PATH_ABEMPTY$), PATH_EMPTY$ = "(?!" + PCHAR$ + ")", PATH$ = subexp(PATH_ABEMPTY$ + "|" + PATH_ABSOLUTE$ + "|" + PATH_NOSCHEME$ + "|" + PATH_ROOTLESS$ + "|" + PATH_EMPTY$), QUERY$ = subexp(subexp(PCHAR$ + "|" + merge("[\\/\\?]", IPRIVATE$$)) + "*"), FRAGMENT$ = subexp(subexp(PCHAR$ + "|[\\/\\?]") + "*"), HIER_PART$ = subexp(subexp("\\/\\/" + AUTHORITY$ + PATH_ABEMPTY$) + "|" + PATH_ABSOLUTE$ + "|" + PATH_ROOTLESS$ + "|" + PATH_EMPTY$), URI$ = subexp(SCHEME$ + "\\:" + HIER_PART$ + subexp("\\?" + QUERY$) + "?" + subexp("\\#" + FRAGMENT$) + "?"), RELATIVE_PART$ = subexp(subexp("\\/\\/" + AUTHORITY$ + PATH_ABEMPTY$) + "|" + PATH_ABSOLUTE$ + "|" + PATH_NOSCHEME$ + "|" + PATH_EMPTY$), RELATIVE$ = subexp(RELATIVE_PART$ + subexp("\\?" + QUERY$) + "?" + subexp("\\#" + FRAGMENT$) + "?"), URI_REFERENCE$ = subexp(URI$ + "|" + RELATIVE$), ABSOLUTE_URI$ = subexp(SCHEME$ + "\\:" + HIER_PART$ + subexp("\\?" + QUERY$) + "?"), GENERIC_REF$ = "^(" + SCHEME$ + ")\\:" + subexp(subexp("\\/\\/(" + subexp("(" + USERINFO$ + ")@") + "?(" + HOST$ + ")" + subexp("\\:(" + PORT$ + ")") + "?)") + "?(" + PATH_ABEMPTY$ + "|" + PATH_ABSOLUTE$ + "|" + PATH_ROOTLESS$ + "|" + PATH_EMPTY$ + ")") + subexp("\\?(" + QUERY$ + ")") + "?" + subexp("\\#(" + FRAGMENT$ + ")") + "?$", RELATIVE_REF$ = "^(){0}" + subexp(subexp("\\/\\/(" + subexp("(" + USERINFO$ + ")@") + "?(" + HOST$ + ")" + subexp("\\:(" + PORT$ + ")") + "?)") + "?(" + PATH_ABEMPTY$ + "|" + PATH_ABSOLUTE$ + "|" + PATH_NOSCHEME$ + "|" + PATH_EMPTY$ + ")") + subexp("\\?(" + QUERY$ + ")") + "?" + subexp("\\#(" + FRAGMENT$ + ")") + "?$", ABSOLUTE_REF$ = "^(" + SCHEME$ + ")\\:" + subexp(subexp("\\/\\/(" + subexp("(" + USERINFO$ + ")@") + "?(" + HOST$ + ")" + subexp("\\:(" + PORT$ + ")") + "?)") + "?(" + PATH_ABEMPTY$ + "|" + PATH_ABSOLUTE$ + "|" + PATH_ROOTLESS$ + "|" + PATH_EMPTY$ + ")") + subexp("\\?(" + QUERY$ + ")") + "?$", SAMEDOC_REF$ = "^" + subexp("\\#(" + FRAGMENT$ + ")") + "?$", AUTHORITY_REF$ = "^" + subexp("(" + USERINFO$ + ")@") + "?(" + HOST$ + ")" + subexp("\\:(" + PORT$ + ")") + "?$";
        return {
          NOT_SCHEME: new RegExp(merge("[^]", ALPHA$$, DIGIT$$, "[\\+\\-\\.]"), "g"),
          NOT_USERINFO: new RegExp(merge("[^\\%\\:]", UNRESERVED$$2, SUB_DELIMS$$), "g"),
          NOT_HOST: new RegExp(merge("[^\\%\\[\\]\\:]", UNRESERVED$$2, SUB_DELIMS$$), "g"),
          NOT_PATH: new RegExp(merge("[^\\%\\/\\:\\@]", UNRESERVED$$2, SUB_DELIMS$$), "g"),
          NOT_PATH_NOSCHEME: new RegExp(merge("[^\\%\\/\\@]", UNRESERVED$$2, SUB_DELIMS$$), "g"),
          NOT_QUERY: new RegExp(merge("[^\\%]", UNRESERVED$$2, SUB_DELIMS$$, "[\\:\\@\\/\\?]", IPRIVATE$$), "g"),
          NOT_FRAGMENT: new RegExp(merge("[^\\%]", UNRESERVED$$2, SUB_DELIMS$$, "[\\:\\@\\/\\?]"), "g"),
          ESCAPE: new RegExp(merge("[^]", UNRESERVED$$2, SUB_DELIMS$$), "g"),
          UNRESERVED: new RegExp(UNRESERVED$$2, "g"),
          OTHER_CHARS: new RegExp(merge("[^\\%]", UNRESERVED$$2, RESERVED$$), "g"),
          PCT_ENCODED: new RegExp(PCT_ENCODED$2, "g"),
          IPV4ADDRESS: new RegExp("^(" + IPV4ADDRESS$ + ")$"),
          IPV6ADDRESS: new RegExp("^\\[?(" + IPV6ADDRESS$ + ")" + subexp(subexp("\\%25|\\%(?!" + HEXDIG$$2 + "{2})") + "(" + ZONEID$ + ")") + "?\\]?$")
          //RFC 6874, with relaxed parsing rules
        };
      }
      var URI_PROTOCOL = buildExps(false);
      var IRI_PROTOCOL = buildExps(true);
      var slicedToArray = /* @__PURE__ */ (function() {
        function sliceIterator(arr, i) {
          var _arr = [];
          var _n = true;
          var _d = false;
          var _e = void 0;
          try {
            for (var _i = arr[Symbol.iterator](), _s; !(_n = (_s = _i.next()).done); _n = true) {
              _arr.push(_s.value);
              if (i && _arr.length === i) break;
            }
          } catch (err) {
            _d = true;
            _e = err;
          } finally {
            try {
              if (!_n && _i["return"]) _i["return"]();
            } finally {
              if (_d) throw _e;
            }
          }
          return _arr;
        }
        return function(arr, i) {
          if (Array.isArray(arr)) {
            return arr;
          } else if (Symbol.iterator in Object(arr)) {
            return sliceIterator(arr, i);
          } else {
            throw new TypeError("Invalid attempt to destructure non-iterable instance");
          }
        };
      })();
      var toConsumableArray = function(arr) {
        if (Array.isArray(arr)) {
          for (var i = 0, arr2 = Array(arr.length); i < arr.length; i++) arr2[i] = arr[i];
          return arr2;
        } else {
          return Array.from(arr);
        }
      };
      var maxInt = 2147483647;
      var base = 36;
      var tMin = 1;
      var tMax = 26;
      var skew = 38;
      var damp = 700;
      var initialBias = 72;
      var initialN = 128;
      var delimiter2 = "-";
      var regexPunycode = /^xn--/;
      var regexNonASCII = /[^\0-\x7E]/;
      var regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g;
      var errors = {
        "overflow": "Overflow: input needs wider integers to process",
        "not-basic": "Illegal input >= 0x80 (not a basic code point)",
        "invalid-input": "Invalid input"
      };
      var baseMinusTMin = base - tMin;
      var floor = Math.floor;
      var stringFromCharCode = String.fromCharCode;
      function error$1(type) {
        throw new RangeError(errors[type]);
      }
      function map(array, fn) {
        var result = [];
        var length = array.length;
        while (length--) {
          result[length] = fn(array[length]);
        }
        return result;
      }
      function mapDomain(string, fn) {
        var parts = string.split("@");
        var result = "";
        if (parts.length > 1) {
          result = parts[0] + "@";
          string = parts[1];
        }
        string = string.replace(regexSeparators, ".");
        var labels = string.split(".");
        var encoded = map(labels, fn).join(".");
        return result + encoded;
      }
      function ucs2decode(string) {
        var output = [];
        var counter = 0;
        var length = string.length;
        while (counter < length) {
          var value = string.charCodeAt(counter++);
          if (value >= 55296 && value <= 56319 && counter < length) {
            var extra = string.charCodeAt(counter++);
            if ((extra & 64512) == 56320) {
              output.push(((value & 1023) << 10) + (extra & 1023) + 65536);
            } else {
              output.push(value);
              counter--;
            }
          } else {
            output.push(value);
          }
        }
        return output;
      }
      var ucs2encode = function ucs2encode2(array) {
        return String.fromCodePoint.apply(String, toConsumableArray(array));
      };
      var basicToDigit = function basicToDigit2(codePoint) {
        if (codePoint - 48 < 10) {
          return codePoint - 22;
        }
        if (codePoint - 65 < 26) {
          return codePoint - 65;
        }
        if (codePoint - 97 < 26) {
          return codePoint - 97;
        }
        return base;
      };
      var digitToBasic = function digitToBasic2(digit, flag) {
        return digit + 22 + 75 * (digit < 26) - ((flag != 0) << 5);
      };
      var adapt = function adapt2(delta, numPoints, firstTime) {
        var k = 0;
        delta = firstTime ? floor(delta / damp) : delta >> 1;
        delta += floor(delta / numPoints);
        for (
          ;
          /* no initialization */
          delta > baseMinusTMin * tMax >> 1;
          k += base
        ) {
          delta = floor(delta / baseMinusTMin);
        }
        return floor(k + (baseMinusTMin + 1) * delta / (delta + skew));
      };
      var decode = function decode2(input) {
        var output = [];
        var inputLength = input.length;
        var i = 0;
        var n = initialN;
        var bias = initialBias;
        var basic = input.lastIndexOf(delimiter2);
        if (basic < 0) {
          basic = 0;
        }
        for (var j = 0; j < basic; ++j) {
          if (input.charCodeAt(j) >= 128) {
            error$1("not-basic");
          }
          output.push(input.charCodeAt(j));
        }
        for (var index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
          var oldi = i;
          for (
            var w = 1, k = base;
            ;
            /* no condition */
            k += base
          ) {
            if (index >= inputLength) {
              error$1("invalid-input");
            }
            var digit = basicToDigit(input.charCodeAt(index++));
            if (digit >= base || digit > floor((maxInt - i) / w)) {
              error$1("overflow");
            }
            i += digit * w;
            var t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
            if (digit < t) {
              break;
            }
            var baseMinusT = base - t;
            if (w > floor(maxInt / baseMinusT)) {
              error$1("overflow");
            }
            w *= baseMinusT;
          }
          var out = output.length + 1;
          bias = adapt(i - oldi, out, oldi == 0);
          if (floor(i / out) > maxInt - n) {
            error$1("overflow");
          }
          n += floor(i / out);
          i %= out;
          output.splice(i++, 0, n);
        }
        return String.fromCodePoint.apply(String, output);
      };
      var encode = function encode2(input) {
        var output = [];
        input = ucs2decode(input);
        var inputLength = input.length;
        var n = initialN;
        var delta = 0;
        var bias = initialBias;
        var _iteratorNormalCompletion = true;
        var _didIteratorError = false;
        var _iteratorError = void 0;
        try {
          for (var _iterator = input[Symbol.iterator](), _step; !(_iteratorNormalCompletion = (_step = _iterator.next()).done); _iteratorNormalCompletion = true) {
            var _currentValue2 = _step.value;
            if (_currentValue2 < 128) {
              output.push(stringFromCharCode(_currentValue2));
            }
          }
        } catch (err) {
          _didIteratorError = true;
          _iteratorError = err;
        } finally {
          try {
            if (!_iteratorNormalCompletion && _iterator.return) {
              _iterator.return();
            }
          } finally {
            if (_didIteratorError) {
              throw _iteratorError;
            }
          }
        }
        var basicLength = output.length;
        var handledCPCount = basicLength;
        if (basicLength) {
          output.push(delimiter2);
        }
        while (handledCPCount < inputLength) {
          var m = maxInt;
          var _iteratorNormalCompletion2 = true;
          var _didIteratorError2 = false;
          var _iteratorError2 = void 0;
          try {
            for (var _iterator2 = input[Symbol.iterator](), _step2; !(_iteratorNormalCompletion2 = (_step2 = _iterator2.next()).done); _iteratorNormalCompletion2 = true) {
              var currentValue = _step2.value;
              if (currentValue >= n && currentValue < m) {
                m = currentValue;
              }
            }
          } catch (err) {
            _didIteratorError2 = true;
            _iteratorError2 = err;
          } finally {
            try {
              if (!_iteratorNormalCompletion2 && _iterator2.return) {
                _iterator2.return();
              }
            } finally {
              if (_didIteratorError2) {
                throw _iteratorError2;
              }
            }
          }
          var handledCPCountPlusOne = handledCPCount + 1;
          if (m - n > floor((maxInt - delta) / handledCPCountPlusOne)) {
            error$1("overflow");
          }
          delta += (m - n) * handledCPCountPlusOne;
          n = m;
          var _iteratorNormalCompletion3 = true;
          var _didIteratorError3 = false;
          var _iteratorError3 = void 0;
          try {
            for (var _iterator3 = input[Symbol.iterator](), _step3; !(_iteratorNormalCompletion3 = (_step3 = _iterator3.next()).done); _iteratorNormalCompletion3 = true) {
              var _currentValue = _step3.value;
              if (_currentValue < n && ++delta > maxInt) {
                error$1("overflow");
              }
              if (_currentValue == n) {
                var q = delta;
                for (
                  var k = base;
                  ;
                  /* no condition */
                  k += base
                ) {
                  var t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
                  if (q < t) {
                    break;
                  }
                  var qMinusT = q - t;
                  var baseMinusT = base - t;
                  output.push(stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0)));
                  q = floor(qMinusT / baseMinusT);
                }
                output.push(stringFromCharCode(digitToBasic(q, 0)));
                bias = adapt(delta, handledCPCountPlusOne, handledCPCount == basicLength);
                delta = 0;
                ++handledCPCount;
              }
            }
          } catch (err) {
            _didIteratorError3 = true;
            _iteratorError3 = err;
          } finally {
            try {
              if (!_iteratorNormalCompletion3 && _iterator3.return) {
                _iterator3.return();
              }
            } finally {
              if (_didIteratorError3) {
                throw _iteratorError3;
              }
            }
          }
          ++delta;
          ++n;
        }
        return output.join("");
      };
      var toUnicode = function toUnicode2(input) {
        return mapDomain(input, function(string) {
          return regexPunycode.test(string) ? decode(string.slice(4).toLowerCase()) : string;
        });
      };
      var toASCII = function toASCII2(input) {
        return mapDomain(input, function(string) {
          return regexNonASCII.test(string) ? "xn--" + encode(string) : string;
        });
      };
      var punycode = {
        /**
         * A string representing the current Punycode.js version number.
         * @memberOf punycode
         * @type String
         */
        "version": "2.1.0",
        /**
         * An object of methods to convert from JavaScript's internal character
         * representation (UCS-2) to Unicode code points, and back.
         * @see <https://mathiasbynens.be/notes/javascript-encoding>
         * @memberOf punycode
         * @type Object
         */
        "ucs2": {
          "decode": ucs2decode,
          "encode": ucs2encode
        },
        "decode": decode,
        "encode": encode,
        "toASCII": toASCII,
        "toUnicode": toUnicode
      };
      var SCHEMES = {};
      function pctEncChar(chr) {
        var c = chr.charCodeAt(0);
        var e = void 0;
        if (c < 16) e = "%0" + c.toString(16).toUpperCase();
        else if (c < 128) e = "%" + c.toString(16).toUpperCase();
        else if (c < 2048) e = "%" + (c >> 6 | 192).toString(16).toUpperCase() + "%" + (c & 63 | 128).toString(16).toUpperCase();
        else e = "%" + (c >> 12 | 224).toString(16).toUpperCase() + "%" + (c >> 6 & 63 | 128).toString(16).toUpperCase() + "%" + (c & 63 | 128).toString(16).toUpperCase();
        return e;
      }
      function pctDecChars(str) {
        var newStr = "";
        var i = 0;
        var il = str.length;
        while (i < il) {
          var c = parseInt(str.substr(i + 1, 2), 16);
          if (c < 128) {
            newStr += String.fromCharCode(c);
            i += 3;
          } else if (c >= 194 && c < 224) {
            if (il - i >= 6) {
              var c2 = parseInt(str.substr(i + 4, 2), 16);
              newStr += String.fromCharCode((c & 31) << 6 | c2 & 63);
            } else {
              newStr += str.substr(i, 6);
            }
            i += 6;
          } else if (c >= 224) {
            if (il - i >= 9) {
              var _c = parseInt(str.substr(i + 4, 2), 16);
              var c3 = parseInt(str.substr(i + 7, 2), 16);
              newStr += String.fromCharCode((c & 15) << 12 | (_c & 63) << 6 | c3 & 63);
            } else {
              newStr += str.substr(i, 9);
            }
            i += 9;
          } else {
            newStr += str.substr(i, 3);
            i += 3;
          }
        }
        return newStr;
      }
      function _normalizeComponentEncoding(components, protocol) {
        function decodeUnreserved2(str) {
          var decStr = pctDecChars(str);
          return !decStr.match(protocol.UNRESERVED) ? str : decStr;
        }
        if (components.scheme) components.scheme = String(components.scheme).replace(protocol.PCT_ENCODED, decodeUnreserved2).toLowerCase().replace(protocol.NOT_SCHEME, "");
        if (components.userinfo !== void 0) components.userinfo = String(components.userinfo).replace(protocol.PCT_ENCODED, decodeUnreserved2).replace(protocol.NOT_USERINFO, pctEncChar).replace(protocol.PCT_ENCODED, toUpperCase);
        if (components.host !== void 0) components.host = String(components.host).replace(protocol.PCT_ENCODED, decodeUnreserved2).toLowerCase().replace(protocol.NOT_HOST, pctEncChar).replace(protocol.PCT_ENCODED, toUpperCase);
        if (components.path !== void 0) components.path = String(components.path).replace(protocol.PCT_ENCODED, decodeUnreserved2).replace(components.scheme ? protocol.NOT_PATH : protocol.NOT_PATH_NOSCHEME, pctEncChar).replace(protocol.PCT_ENCODED, toUpperCase);
        if (components.query !== void 0) components.query = String(components.query).replace(protocol.PCT_ENCODED, decodeUnreserved2).replace(protocol.NOT_QUERY, pctEncChar).replace(protocol.PCT_ENCODED, toUpperCase);
        if (components.fragment !== void 0) components.fragment = String(components.fragment).replace(protocol.PCT_ENCODED, decodeUnreserved2).replace(protocol.NOT_FRAGMENT, pctEncChar).replace(protocol.PCT_ENCODED, toUpperCase);
        return components;
      }
      function _stripLeadingZeros(str) {
        return str.replace(/^0*(.*)/, "$1") || "0";
      }
      function _normalizeIPv4(host, protocol) {
        var matches = host.match(protocol.IPV4ADDRESS) || [];
        var _matches = slicedToArray(matches, 2), address = _matches[1];
        if (address) {
          return address.split(".").map(_stripLeadingZeros).join(".");
        } else {
          return host;
        }
      }
      function _normalizeIPv6(host, protocol) {
        var matches = host.match(protocol.IPV6ADDRESS) || [];
        var _matches2 = slicedToArray(matches, 3), address = _matches2[1], zone = _matches2[2];
        if (address) {
          var _address$toLowerCase$ = address.toLowerCase().split("::").reverse(), _address$toLowerCase$2 = slicedToArray(_address$toLowerCase$, 2), last = _address$toLowerCase$2[0], first = _address$toLowerCase$2[1];
          var firstFields = first ? first.split(":").map(_stripLeadingZeros) : [];
          var lastFields = last.split(":").map(_stripLeadingZeros);
          var isLastFieldIPv4Address = protocol.IPV4ADDRESS.test(lastFields[lastFields.length - 1]);
          var fieldCount = isLastFieldIPv4Address ? 7 : 8;
          var lastFieldsStart = lastFields.length - fieldCount;
          var fields = Array(fieldCount);
          for (var x = 0; x < fieldCount; ++x) {
            fields[x] = firstFields[x] || lastFields[lastFieldsStart + x] || "";
          }
          if (isLastFieldIPv4Address) {
            fields[fieldCount - 1] = _normalizeIPv4(fields[fieldCount - 1], protocol);
          }
          var allZeroFields = fields.reduce(function(acc, field, index) {
            if (!field || field === "0") {
              var lastLongest = acc[acc.length - 1];
              if (lastLongest && lastLongest.index + lastLongest.length === index) {
                lastLongest.length++;
              } else {
                acc.push({ index, length: 1 });
              }
            }
            return acc;
          }, []);
          var longestZeroFields = allZeroFields.sort(function(a, b) {
            return b.length - a.length;
          })[0];
          var newHost = void 0;
          if (longestZeroFields && longestZeroFields.length > 1) {
            var newFirst = fields.slice(0, longestZeroFields.index);
            var newLast = fields.slice(longestZeroFields.index + longestZeroFields.length);
            newHost = newFirst.join(":") + "::" + newLast.join(":");
          } else {
            newHost = fields.join(":");
          }
          if (zone) {
            newHost += "%" + zone;
          }
          return newHost;
        } else {
          return host;
        }
      }
      var URI_PARSE = /^(?:([^:\/?#]+):)?(?:\/\/((?:([^\/?#@]*)@)?(\[[^\/?#\]]+\]|[^\/?#:]*)(?:\:(\d*))?))?([^?#]*)(?:\?([^#]*))?(?:#((?:.|\n|\r)*))?/i;
      var NO_MATCH_IS_UNDEFINED = "".match(/(){0}/)[1] === void 0;
      function parse3(uriString) {
        var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
        var components = {};
        var protocol = options.iri !== false ? IRI_PROTOCOL : URI_PROTOCOL;
        if (options.reference === "suffix") uriString = (options.scheme ? options.scheme + ":" : "") + "//" + uriString;
        var matches = uriString.match(URI_PARSE);
        if (matches) {
          if (NO_MATCH_IS_UNDEFINED) {
            components.scheme = matches[1];
            components.userinfo = matches[3];
            components.host = matches[4];
            components.port = parseInt(matches[5], 10);
            components.path = matches[6] || "";
            components.query = matches[7];
            components.fragment = matches[8];
            if (isNaN(components.port)) {
              components.port = matches[5];
            }
          } else {
            components.scheme = matches[1] || void 0;
            components.userinfo = uriString.indexOf("@") !== -1 ? matches[3] : void 0;
            components.host = uriString.indexOf("//") !== -1 ? matches[4] : void 0;
            components.port = parseInt(matches[5], 10);
            components.path = matches[6] || "";
            components.query = uriString.indexOf("?") !== -1 ? matches[7] : void 0;
            components.fragment = uriString.indexOf("#") !== -1 ? matches[8] : void 0;
            if (isNaN(components.port)) {
              components.port = uriString.match(/\/\/(?:.|\n)*\:(?:\/|\?|\#|$)/) ? matches[4] : void 0;
            }
          }
          if (components.host) {
            components.host = _normalizeIPv6(_normalizeIPv4(components.host, protocol), protocol);
          }
          if (components.scheme === void 0 && components.userinfo === void 0 && components.host === void 0 && components.port === void 0 && !components.path && components.query === void 0) {
            components.reference = "same-document";
          } else if (components.scheme === void 0) {
            components.reference = "relative";
          } else if (components.fragment === void 0) {
            components.reference = "absolute";
          } else {
            components.reference = "uri";
          }
          if (options.reference && options.reference !== "suffix" && options.reference !== components.reference) {
            components.error = components.error || "URI is not a " + options.reference + " reference.";
          }
          var schemeHandler = SCHEMES[(options.scheme || components.scheme || "").toLowerCase()];
          if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport)) {
            if (components.host && (options.domainHost || schemeHandler && schemeHandler.domainHost)) {
              try {
                components.host = punycode.toASCII(components.host.replace(protocol.PCT_ENCODED, pctDecChars).toLowerCase());
              } catch (e) {
                components.error = components.error || "Host's domain name can not be converted to ASCII via punycode: " + e;
              }
            }
            _normalizeComponentEncoding(components, URI_PROTOCOL);
          } else {
            _normalizeComponentEncoding(components, protocol);
          }
          if (schemeHandler && schemeHandler.parse) {
            schemeHandler.parse(components, options);
          }
        } else {
          components.error = components.error || "URI can not be parsed.";
        }
        return components;
      }
      function _recomposeAuthority(components, options) {
        var protocol = options.iri !== false ? IRI_PROTOCOL : URI_PROTOCOL;
        var uriTokens = [];
        if (components.userinfo !== void 0) {
          uriTokens.push(components.userinfo);
          uriTokens.push("@");
        }
        if (components.host !== void 0) {
          uriTokens.push(_normalizeIPv6(_normalizeIPv4(String(components.host), protocol), protocol).replace(protocol.IPV6ADDRESS, function(_, $1, $2) {
            return "[" + $1 + ($2 ? "%25" + $2 : "") + "]";
          }));
        }
        if (typeof components.port === "number" || typeof components.port === "string") {
          uriTokens.push(":");
          uriTokens.push(String(components.port));
        }
        return uriTokens.length ? uriTokens.join("") : void 0;
      }
      var RDS1 = /^\.\.?\//;
      var RDS2 = /^\/\.(\/|$)/;
      var RDS3 = /^\/\.\.(\/|$)/;
      var RDS5 = /^\/?(?:.|\n)*?(?=\/|$)/;
      function removeDotSegments(input) {
        var output = [];
        while (input.length) {
          if (input.match(RDS1)) {
            input = input.replace(RDS1, "");
          } else if (input.match(RDS2)) {
            input = input.replace(RDS2, "/");
          } else if (input.match(RDS3)) {
            input = input.replace(RDS3, "/");
            output.pop();
          } else if (input === "." || input === "..") {
            input = "";
          } else {
            var im = input.match(RDS5);
            if (im) {
              var s = im[0];
              input = input.slice(s.length);
              output.push(s);
            } else {
              throw new Error("Unexpected dot segment condition");
            }
          }
        }
        return output.join("");
      }
      function serialize(components) {
        var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
        var protocol = options.iri ? IRI_PROTOCOL : URI_PROTOCOL;
        var uriTokens = [];
        var schemeHandler = SCHEMES[(options.scheme || components.scheme || "").toLowerCase()];
        if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(components, options);
        if (components.host) {
          if (protocol.IPV6ADDRESS.test(components.host)) {
          } else if (options.domainHost || schemeHandler && schemeHandler.domainHost) {
            try {
              components.host = !options.iri ? punycode.toASCII(components.host.replace(protocol.PCT_ENCODED, pctDecChars).toLowerCase()) : punycode.toUnicode(components.host);
            } catch (e) {
              components.error = components.error || "Host's domain name can not be converted to " + (!options.iri ? "ASCII" : "Unicode") + " via punycode: " + e;
            }
          }
        }
        _normalizeComponentEncoding(components, protocol);
        if (options.reference !== "suffix" && components.scheme) {
          uriTokens.push(components.scheme);
          uriTokens.push(":");
        }
        var authority = _recomposeAuthority(components, options);
        if (authority !== void 0) {
          if (options.reference !== "suffix") {
            uriTokens.push("//");
          }
          uriTokens.push(authority);
          if (components.path && components.path.charAt(0) !== "/") {
            uriTokens.push("/");
          }
        }
        if (components.path !== void 0) {
          var s = components.path;
          if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
            s = removeDotSegments(s);
          }
          if (authority === void 0) {
            s = s.replace(/^\/\//, "/%2F");
          }
          uriTokens.push(s);
        }
        if (components.query !== void 0) {
          uriTokens.push("?");
          uriTokens.push(components.query);
        }
        if (components.fragment !== void 0) {
          uriTokens.push("#");
          uriTokens.push(components.fragment);
        }
        return uriTokens.join("");
      }
      function resolveComponents(base2, relative4) {
        var options = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : {};
        var skipNormalization = arguments[3];
        var target = {};
        if (!skipNormalization) {
          base2 = parse3(serialize(base2, options), options);
          relative4 = parse3(serialize(relative4, options), options);
        }
        options = options || {};
        if (!options.tolerant && relative4.scheme) {
          target.scheme = relative4.scheme;
          target.userinfo = relative4.userinfo;
          target.host = relative4.host;
          target.port = relative4.port;
          target.path = removeDotSegments(relative4.path || "");
          target.query = relative4.query;
        } else {
          if (relative4.userinfo !== void 0 || relative4.host !== void 0 || relative4.port !== void 0) {
            target.userinfo = relative4.userinfo;
            target.host = relative4.host;
            target.port = relative4.port;
            target.path = removeDotSegments(relative4.path || "");
            target.query = relative4.query;
          } else {
            if (!relative4.path) {
              target.path = base2.path;
              if (relative4.query !== void 0) {
                target.query = relative4.query;
              } else {
                target.query = base2.query;
              }
            } else {
              if (relative4.path.charAt(0) === "/") {
                target.path = removeDotSegments(relative4.path);
              } else {
                if ((base2.userinfo !== void 0 || base2.host !== void 0 || base2.port !== void 0) && !base2.path) {
                  target.path = "/" + relative4.path;
                } else if (!base2.path) {
                  target.path = relative4.path;
                } else {
                  target.path = base2.path.slice(0, base2.path.lastIndexOf("/") + 1) + relative4.path;
                }
                target.path = removeDotSegments(target.path);
              }
              target.query = relative4.query;
            }
            target.userinfo = base2.userinfo;
            target.host = base2.host;
            target.port = base2.port;
          }
          target.scheme = base2.scheme;
        }
        target.fragment = relative4.fragment;
        return target;
      }
      function resolve3(baseURI, relativeURI, options) {
        var schemelessOptions = assign({ scheme: "null" }, options);
        return serialize(resolveComponents(parse3(baseURI, schemelessOptions), parse3(relativeURI, schemelessOptions), schemelessOptions, true), schemelessOptions);
      }
      function normalize(uri, options) {
        if (typeof uri === "string") {
          uri = serialize(parse3(uri, options), options);
        } else if (typeOf(uri) === "object") {
          uri = parse3(serialize(uri, options), options);
        }
        return uri;
      }
      function equal(uriA, uriB, options) {
        if (typeof uriA === "string") {
          uriA = serialize(parse3(uriA, options), options);
        } else if (typeOf(uriA) === "object") {
          uriA = serialize(uriA, options);
        }
        if (typeof uriB === "string") {
          uriB = serialize(parse3(uriB, options), options);
        } else if (typeOf(uriB) === "object") {
          uriB = serialize(uriB, options);
        }
        return uriA === uriB;
      }
      function escapeComponent(str, options) {
        return str && str.toString().replace(!options || !options.iri ? URI_PROTOCOL.ESCAPE : IRI_PROTOCOL.ESCAPE, pctEncChar);
      }
      function unescapeComponent(str, options) {
        return str && str.toString().replace(!options || !options.iri ? URI_PROTOCOL.PCT_ENCODED : IRI_PROTOCOL.PCT_ENCODED, pctDecChars);
      }
      var handler = {
        scheme: "http",
        domainHost: true,
        parse: function parse4(components, options) {
          if (!components.host) {
            components.error = components.error || "HTTP URIs must have a host.";
          }
          return components;
        },
        serialize: function serialize2(components, options) {
          var secure = String(components.scheme).toLowerCase() === "https";
          if (components.port === (secure ? 443 : 80) || components.port === "") {
            components.port = void 0;
          }
          if (!components.path) {
            components.path = "/";
          }
          return components;
        }
      };
      var handler$1 = {
        scheme: "https",
        domainHost: handler.domainHost,
        parse: handler.parse,
        serialize: handler.serialize
      };
      function isSecure(wsComponents) {
        return typeof wsComponents.secure === "boolean" ? wsComponents.secure : String(wsComponents.scheme).toLowerCase() === "wss";
      }
      var handler$2 = {
        scheme: "ws",
        domainHost: true,
        parse: function parse4(components, options) {
          var wsComponents = components;
          wsComponents.secure = isSecure(wsComponents);
          wsComponents.resourceName = (wsComponents.path || "/") + (wsComponents.query ? "?" + wsComponents.query : "");
          wsComponents.path = void 0;
          wsComponents.query = void 0;
          return wsComponents;
        },
        serialize: function serialize2(wsComponents, options) {
          if (wsComponents.port === (isSecure(wsComponents) ? 443 : 80) || wsComponents.port === "") {
            wsComponents.port = void 0;
          }
          if (typeof wsComponents.secure === "boolean") {
            wsComponents.scheme = wsComponents.secure ? "wss" : "ws";
            wsComponents.secure = void 0;
          }
          if (wsComponents.resourceName) {
            var _wsComponents$resourc = wsComponents.resourceName.split("?"), _wsComponents$resourc2 = slicedToArray(_wsComponents$resourc, 2), path5 = _wsComponents$resourc2[0], query = _wsComponents$resourc2[1];
            wsComponents.path = path5 && path5 !== "/" ? path5 : void 0;
            wsComponents.query = query;
            wsComponents.resourceName = void 0;
          }
          wsComponents.fragment = void 0;
          return wsComponents;
        }
      };
      var handler$3 = {
        scheme: "wss",
        domainHost: handler$2.domainHost,
        parse: handler$2.parse,
        serialize: handler$2.serialize
      };
      var O = {};
      var isIRI = true;
      var UNRESERVED$$ = "[A-Za-z0-9\\-\\.\\_\\~" + (isIRI ? "\\xA0-\\u200D\\u2010-\\u2029\\u202F-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF" : "") + "]";
      var HEXDIG$$ = "[0-9A-Fa-f]";
      var PCT_ENCODED$ = subexp(subexp("%[EFef]" + HEXDIG$$ + "%" + HEXDIG$$ + HEXDIG$$ + "%" + HEXDIG$$ + HEXDIG$$) + "|" + subexp("%[89A-Fa-f]" + HEXDIG$$ + "%" + HEXDIG$$ + HEXDIG$$) + "|" + subexp("%" + HEXDIG$$ + HEXDIG$$));
      var ATEXT$$ = "[A-Za-z0-9\\!\\$\\%\\'\\*\\+\\-\\^\\_\\`\\{\\|\\}\\~]";
      var QTEXT$$ = "[\\!\\$\\%\\'\\(\\)\\*\\+\\,\\-\\.0-9\\<\\>A-Z\\x5E-\\x7E]";
      var VCHAR$$ = merge(QTEXT$$, '[\\"\\\\]');
      var SOME_DELIMS$$ = "[\\!\\$\\'\\(\\)\\*\\+\\,\\;\\:\\@]";
      var UNRESERVED = new RegExp(UNRESERVED$$, "g");
      var PCT_ENCODED = new RegExp(PCT_ENCODED$, "g");
      var NOT_LOCAL_PART = new RegExp(merge("[^]", ATEXT$$, "[\\.]", '[\\"]', VCHAR$$), "g");
      var NOT_HFNAME = new RegExp(merge("[^]", UNRESERVED$$, SOME_DELIMS$$), "g");
      var NOT_HFVALUE = NOT_HFNAME;
      function decodeUnreserved(str) {
        var decStr = pctDecChars(str);
        return !decStr.match(UNRESERVED) ? str : decStr;
      }
      var handler$4 = {
        scheme: "mailto",
        parse: function parse$$1(components, options) {
          var mailtoComponents = components;
          var to = mailtoComponents.to = mailtoComponents.path ? mailtoComponents.path.split(",") : [];
          mailtoComponents.path = void 0;
          if (mailtoComponents.query) {
            var unknownHeaders = false;
            var headers = {};
            var hfields = mailtoComponents.query.split("&");
            for (var x = 0, xl = hfields.length; x < xl; ++x) {
              var hfield = hfields[x].split("=");
              switch (hfield[0]) {
                case "to":
                  var toAddrs = hfield[1].split(",");
                  for (var _x = 0, _xl = toAddrs.length; _x < _xl; ++_x) {
                    to.push(toAddrs[_x]);
                  }
                  break;
                case "subject":
                  mailtoComponents.subject = unescapeComponent(hfield[1], options);
                  break;
                case "body":
                  mailtoComponents.body = unescapeComponent(hfield[1], options);
                  break;
                default:
                  unknownHeaders = true;
                  headers[unescapeComponent(hfield[0], options)] = unescapeComponent(hfield[1], options);
                  break;
              }
            }
            if (unknownHeaders) mailtoComponents.headers = headers;
          }
          mailtoComponents.query = void 0;
          for (var _x2 = 0, _xl2 = to.length; _x2 < _xl2; ++_x2) {
            var addr = to[_x2].split("@");
            addr[0] = unescapeComponent(addr[0]);
            if (!options.unicodeSupport) {
              try {
                addr[1] = punycode.toASCII(unescapeComponent(addr[1], options).toLowerCase());
              } catch (e) {
                mailtoComponents.error = mailtoComponents.error || "Email address's domain name can not be converted to ASCII via punycode: " + e;
              }
            } else {
              addr[1] = unescapeComponent(addr[1], options).toLowerCase();
            }
            to[_x2] = addr.join("@");
          }
          return mailtoComponents;
        },
        serialize: function serialize$$1(mailtoComponents, options) {
          var components = mailtoComponents;
          var to = toArray(mailtoComponents.to);
          if (to) {
            for (var x = 0, xl = to.length; x < xl; ++x) {
              var toAddr = String(to[x]);
              var atIdx = toAddr.lastIndexOf("@");
              var localPart = toAddr.slice(0, atIdx).replace(PCT_ENCODED, decodeUnreserved).replace(PCT_ENCODED, toUpperCase).replace(NOT_LOCAL_PART, pctEncChar);
              var domain = toAddr.slice(atIdx + 1);
              try {
                domain = !options.iri ? punycode.toASCII(unescapeComponent(domain, options).toLowerCase()) : punycode.toUnicode(domain);
              } catch (e) {
                components.error = components.error || "Email address's domain name can not be converted to " + (!options.iri ? "ASCII" : "Unicode") + " via punycode: " + e;
              }
              to[x] = localPart + "@" + domain;
            }
            components.path = to.join(",");
          }
          var headers = mailtoComponents.headers = mailtoComponents.headers || {};
          if (mailtoComponents.subject) headers["subject"] = mailtoComponents.subject;
          if (mailtoComponents.body) headers["body"] = mailtoComponents.body;
          var fields = [];
          for (var name in headers) {
            if (headers[name] !== O[name]) {
              fields.push(name.replace(PCT_ENCODED, decodeUnreserved).replace(PCT_ENCODED, toUpperCase).replace(NOT_HFNAME, pctEncChar) + "=" + headers[name].replace(PCT_ENCODED, decodeUnreserved).replace(PCT_ENCODED, toUpperCase).replace(NOT_HFVALUE, pctEncChar));
            }
          }
          if (fields.length) {
            components.query = fields.join("&");
          }
          return components;
        }
      };
      var URN_PARSE = /^([^\:]+)\:(.*)/;
      var handler$5 = {
        scheme: "urn",
        parse: function parse$$1(components, options) {
          var matches = components.path && components.path.match(URN_PARSE);
          var urnComponents = components;
          if (matches) {
            var scheme = options.scheme || urnComponents.scheme || "urn";
            var nid = matches[1].toLowerCase();
            var nss = matches[2];
            var urnScheme = scheme + ":" + (options.nid || nid);
            var schemeHandler = SCHEMES[urnScheme];
            urnComponents.nid = nid;
            urnComponents.nss = nss;
            urnComponents.path = void 0;
            if (schemeHandler) {
              urnComponents = schemeHandler.parse(urnComponents, options);
            }
          } else {
            urnComponents.error = urnComponents.error || "URN can not be parsed.";
          }
          return urnComponents;
        },
        serialize: function serialize$$1(urnComponents, options) {
          var scheme = options.scheme || urnComponents.scheme || "urn";
          var nid = urnComponents.nid;
          var urnScheme = scheme + ":" + (options.nid || nid);
          var schemeHandler = SCHEMES[urnScheme];
          if (schemeHandler) {
            urnComponents = schemeHandler.serialize(urnComponents, options);
          }
          var uriComponents = urnComponents;
          var nss = urnComponents.nss;
          uriComponents.path = (nid || options.nid) + ":" + nss;
          return uriComponents;
        }
      };
      var UUID = /^[0-9A-Fa-f]{8}(?:\-[0-9A-Fa-f]{4}){3}\-[0-9A-Fa-f]{12}$/;
      var handler$6 = {
        scheme: "urn:uuid",
        parse: function parse4(urnComponents, options) {
          var uuidComponents = urnComponents;
          uuidComponents.uuid = uuidComponents.nss;
          uuidComponents.nss = void 0;
          if (!options.tolerant && (!uuidComponents.uuid || !uuidComponents.uuid.match(UUID))) {
            uuidComponents.error = uuidComponents.error || "UUID is not valid.";
          }
          return uuidComponents;
        },
        serialize: function serialize2(uuidComponents, options) {
          var urnComponents = uuidComponents;
          urnComponents.nss = (uuidComponents.uuid || "").toLowerCase();
          return urnComponents;
        }
      };
      SCHEMES[handler.scheme] = handler;
      SCHEMES[handler$1.scheme] = handler$1;
      SCHEMES[handler$2.scheme] = handler$2;
      SCHEMES[handler$3.scheme] = handler$3;
      SCHEMES[handler$4.scheme] = handler$4;
      SCHEMES[handler$5.scheme] = handler$5;
      SCHEMES[handler$6.scheme] = handler$6;
      exports2.SCHEMES = SCHEMES;
      exports2.pctEncChar = pctEncChar;
      exports2.pctDecChars = pctDecChars;
      exports2.parse = parse3;
      exports2.removeDotSegments = removeDotSegments;
      exports2.serialize = serialize;
      exports2.resolveComponents = resolveComponents;
      exports2.resolve = resolve3;
      exports2.normalize = normalize;
      exports2.equal = equal;
      exports2.escapeComponent = escapeComponent;
      exports2.unescapeComponent = unescapeComponent;
      Object.defineProperty(exports2, "__esModule", { value: true });
    }));
  }
});

// node_modules/nearley/lib/nearley.js
var require_nearley = __commonJS({
  "node_modules/nearley/lib/nearley.js"(exports, module) {
    (function(root, factory) {
      if (typeof module === "object" && module.exports) {
        module.exports = factory();
      } else {
        root.nearley = factory();
      }
    })(exports, function() {
      function Rule(name, symbols, postprocess) {
        this.id = ++Rule.highestId;
        this.name = name;
        this.symbols = symbols;
        this.postprocess = postprocess;
        return this;
      }
      Rule.highestId = 0;
      Rule.prototype.toString = function(withCursorAt) {
        var symbolSequence = typeof withCursorAt === "undefined" ? this.symbols.map(getSymbolShortDisplay).join(" ") : this.symbols.slice(0, withCursorAt).map(getSymbolShortDisplay).join(" ") + " \u25CF " + this.symbols.slice(withCursorAt).map(getSymbolShortDisplay).join(" ");
        return this.name + " \u2192 " + symbolSequence;
      };
      function State(rule, dot, reference, wantedBy) {
        this.rule = rule;
        this.dot = dot;
        this.reference = reference;
        this.data = [];
        this.wantedBy = wantedBy;
        this.isComplete = this.dot === rule.symbols.length;
      }
      State.prototype.toString = function() {
        return "{" + this.rule.toString(this.dot) + "}, from: " + (this.reference || 0);
      };
      State.prototype.nextState = function(child) {
        var state = new State(this.rule, this.dot + 1, this.reference, this.wantedBy);
        state.left = this;
        state.right = child;
        if (state.isComplete) {
          state.data = state.build();
          state.right = void 0;
        }
        return state;
      };
      State.prototype.build = function() {
        var children = [];
        var node = this;
        do {
          children.push(node.right.data);
          node = node.left;
        } while (node.left);
        children.reverse();
        return children;
      };
      State.prototype.finish = function() {
        if (this.rule.postprocess) {
          this.data = this.rule.postprocess(this.data, this.reference, Parser2.fail);
        }
      };
      function Column(grammar, index) {
        this.grammar = grammar;
        this.index = index;
        this.states = [];
        this.wants = {};
        this.scannable = [];
        this.completed = {};
      }
      Column.prototype.process = function(nextColumn) {
        var states = this.states;
        var wants = this.wants;
        var completed = this.completed;
        for (var w = 0; w < states.length; w++) {
          var state = states[w];
          if (state.isComplete) {
            state.finish();
            if (state.data !== Parser2.fail) {
              var wantedBy = state.wantedBy;
              for (var i = wantedBy.length; i--; ) {
                var left = wantedBy[i];
                this.complete(left, state);
              }
              if (state.reference === this.index) {
                var exp = state.rule.name;
                (this.completed[exp] = this.completed[exp] || []).push(state);
              }
            }
          } else {
            var exp = state.rule.symbols[state.dot];
            if (typeof exp !== "string") {
              this.scannable.push(state);
              continue;
            }
            if (wants[exp]) {
              wants[exp].push(state);
              if (completed.hasOwnProperty(exp)) {
                var nulls = completed[exp];
                for (var i = 0; i < nulls.length; i++) {
                  var right = nulls[i];
                  this.complete(state, right);
                }
              }
            } else {
              wants[exp] = [state];
              this.predict(exp);
            }
          }
        }
      };
      Column.prototype.predict = function(exp) {
        var rules = this.grammar.byName[exp] || [];
        for (var i = 0; i < rules.length; i++) {
          var r = rules[i];
          var wantedBy = this.wants[exp];
          var s = new State(r, 0, this.index, wantedBy);
          this.states.push(s);
        }
      };
      Column.prototype.complete = function(left, right) {
        var copy = left.nextState(right);
        this.states.push(copy);
      };
      function Grammar(rules, start) {
        this.rules = rules;
        this.start = start || this.rules[0].name;
        var byName = this.byName = {};
        this.rules.forEach(function(rule) {
          if (!byName.hasOwnProperty(rule.name)) {
            byName[rule.name] = [];
          }
          byName[rule.name].push(rule);
        });
      }
      Grammar.fromCompiled = function(rules, start) {
        var lexer = rules.Lexer;
        if (rules.ParserStart) {
          start = rules.ParserStart;
          rules = rules.ParserRules;
        }
        var rules = rules.map(function(r) {
          return new Rule(r.name, r.symbols, r.postprocess);
        });
        var g = new Grammar(rules, start);
        g.lexer = lexer;
        return g;
      };
      function StreamLexer() {
        this.reset("");
      }
      StreamLexer.prototype.reset = function(data, state) {
        this.buffer = data;
        this.index = 0;
        this.line = state ? state.line : 1;
        this.lastLineBreak = state ? -state.col : 0;
      };
      StreamLexer.prototype.next = function() {
        if (this.index < this.buffer.length) {
          var ch = this.buffer[this.index++];
          if (ch === "\n") {
            this.line += 1;
            this.lastLineBreak = this.index;
          }
          return { value: ch };
        }
      };
      StreamLexer.prototype.save = function() {
        return {
          line: this.line,
          col: this.index - this.lastLineBreak
        };
      };
      StreamLexer.prototype.formatError = function(token, message) {
        var buffer = this.buffer;
        if (typeof buffer === "string") {
          var lines2 = buffer.split("\n").slice(
            Math.max(0, this.line - 5),
            this.line
          );
          var nextLineBreak = buffer.indexOf("\n", this.index);
          if (nextLineBreak === -1) nextLineBreak = buffer.length;
          var col = this.index - this.lastLineBreak;
          var lastLineDigits = String(this.line).length;
          message += " at line " + this.line + " col " + col + ":\n\n";
          message += lines2.map(function(line, i) {
            return pad(this.line - lines2.length + i + 1, lastLineDigits) + " " + line;
          }, this).join("\n");
          message += "\n" + pad("", lastLineDigits + col) + "^\n";
          return message;
        } else {
          return message + " at index " + (this.index - 1);
        }
        function pad(n, length) {
          var s = String(n);
          return Array(length - s.length + 1).join(" ") + s;
        }
      };
      function Parser2(rules, start, options) {
        if (rules instanceof Grammar) {
          var grammar = rules;
          var options = start;
        } else {
          var grammar = Grammar.fromCompiled(rules, start);
        }
        this.grammar = grammar;
        this.options = {
          keepHistory: false,
          lexer: grammar.lexer || new StreamLexer()
        };
        for (var key3 in options || {}) {
          this.options[key3] = options[key3];
        }
        this.lexer = this.options.lexer;
        this.lexerState = void 0;
        var column = new Column(grammar, 0);
        var table = this.table = [column];
        column.wants[grammar.start] = [];
        column.predict(grammar.start);
        column.process();
        this.current = 0;
      }
      Parser2.fail = {};
      Parser2.prototype.feed = function(chunk) {
        var lexer = this.lexer;
        lexer.reset(chunk, this.lexerState);
        var token;
        while (true) {
          try {
            token = lexer.next();
            if (!token) {
              break;
            }
          } catch (e) {
            var nextColumn = new Column(this.grammar, this.current + 1);
            this.table.push(nextColumn);
            var err = new Error(this.reportLexerError(e));
            err.offset = this.current;
            err.token = e.token;
            throw err;
          }
          var column = this.table[this.current];
          if (!this.options.keepHistory) {
            delete this.table[this.current - 1];
          }
          var n = this.current + 1;
          var nextColumn = new Column(this.grammar, n);
          this.table.push(nextColumn);
          var literal = token.text !== void 0 ? token.text : token.value;
          var value = lexer.constructor === StreamLexer ? token.value : token;
          var scannable = column.scannable;
          for (var w = scannable.length; w--; ) {
            var state = scannable[w];
            var expect = state.rule.symbols[state.dot];
            if (expect.test ? expect.test(value) : expect.type ? expect.type === token.type : expect.literal === literal) {
              var next = state.nextState({ data: value, token, isToken: true, reference: n - 1 });
              nextColumn.states.push(next);
            }
          }
          nextColumn.process();
          if (nextColumn.states.length === 0) {
            var err = new Error(this.reportError(token));
            err.offset = this.current;
            err.token = token;
            throw err;
          }
          if (this.options.keepHistory) {
            column.lexerState = lexer.save();
          }
          this.current++;
        }
        if (column) {
          this.lexerState = lexer.save();
        }
        this.results = this.finish();
        return this;
      };
      Parser2.prototype.reportLexerError = function(lexerError) {
        var tokenDisplay, lexerMessage;
        var token = lexerError.token;
        if (token) {
          tokenDisplay = "input " + JSON.stringify(token.text[0]) + " (lexer error)";
          lexerMessage = this.lexer.formatError(token, "Syntax error");
        } else {
          tokenDisplay = "input (lexer error)";
          lexerMessage = lexerError.message;
        }
        return this.reportErrorCommon(lexerMessage, tokenDisplay);
      };
      Parser2.prototype.reportError = function(token) {
        var tokenDisplay = (token.type ? token.type + " token: " : "") + JSON.stringify(token.value !== void 0 ? token.value : token);
        var lexerMessage = this.lexer.formatError(token, "Syntax error");
        return this.reportErrorCommon(lexerMessage, tokenDisplay);
      };
      Parser2.prototype.reportErrorCommon = function(lexerMessage, tokenDisplay) {
        var lines2 = [];
        lines2.push(lexerMessage);
        var lastColumnIndex = this.table.length - 2;
        var lastColumn = this.table[lastColumnIndex];
        var expectantStates = lastColumn.states.filter(function(state) {
          var nextSymbol = state.rule.symbols[state.dot];
          return nextSymbol && typeof nextSymbol !== "string";
        });
        if (expectantStates.length === 0) {
          lines2.push("Unexpected " + tokenDisplay + ". I did not expect any more input. Here is the state of my parse table:\n");
          this.displayStateStack(lastColumn.states, lines2);
        } else {
          lines2.push("Unexpected " + tokenDisplay + ". Instead, I was expecting to see one of the following:\n");
          var stateStacks = expectantStates.map(function(state) {
            return this.buildFirstStateStack(state, []) || [state];
          }, this);
          stateStacks.forEach(function(stateStack) {
            var state = stateStack[0];
            var nextSymbol = state.rule.symbols[state.dot];
            var symbolDisplay = this.getSymbolDisplay(nextSymbol);
            lines2.push("A " + symbolDisplay + " based on:");
            this.displayStateStack(stateStack, lines2);
          }, this);
        }
        lines2.push("");
        return lines2.join("\n");
      };
      Parser2.prototype.displayStateStack = function(stateStack, lines2) {
        var lastDisplay;
        var sameDisplayCount = 0;
        for (var j = 0; j < stateStack.length; j++) {
          var state = stateStack[j];
          var display = state.rule.toString(state.dot);
          if (display === lastDisplay) {
            sameDisplayCount++;
          } else {
            if (sameDisplayCount > 0) {
              lines2.push("    ^ " + sameDisplayCount + " more lines identical to this");
            }
            sameDisplayCount = 0;
            lines2.push("    " + display);
          }
          lastDisplay = display;
        }
      };
      Parser2.prototype.getSymbolDisplay = function(symbol) {
        return getSymbolLongDisplay(symbol);
      };
      Parser2.prototype.buildFirstStateStack = function(state, visited) {
        if (visited.indexOf(state) !== -1) {
          return null;
        }
        if (state.wantedBy.length === 0) {
          return [state];
        }
        var prevState = state.wantedBy[0];
        var childVisited = [state].concat(visited);
        var childResult = this.buildFirstStateStack(prevState, childVisited);
        if (childResult === null) {
          return null;
        }
        return [state].concat(childResult);
      };
      Parser2.prototype.save = function() {
        var column = this.table[this.current];
        column.lexerState = this.lexerState;
        return column;
      };
      Parser2.prototype.restore = function(column) {
        var index = column.index;
        this.current = index;
        this.table[index] = column;
        this.table.splice(index + 1);
        this.lexerState = column.lexerState;
        this.results = this.finish();
      };
      Parser2.prototype.rewind = function(index) {
        if (!this.options.keepHistory) {
          throw new Error("set option `keepHistory` to enable rewinding");
        }
        this.restore(this.table[index]);
      };
      Parser2.prototype.finish = function() {
        var considerations = [];
        var start = this.grammar.start;
        var column = this.table[this.table.length - 1];
        column.states.forEach(function(t) {
          if (t.rule.name === start && t.dot === t.rule.symbols.length && t.reference === 0 && t.data !== Parser2.fail) {
            considerations.push(t);
          }
        });
        return considerations.map(function(c) {
          return c.data;
        });
      };
      function getSymbolLongDisplay(symbol) {
        var type = typeof symbol;
        if (type === "string") {
          return symbol;
        } else if (type === "object") {
          if (symbol.literal) {
            return JSON.stringify(symbol.literal);
          } else if (symbol instanceof RegExp) {
            return "character matching " + symbol;
          } else if (symbol.type) {
            return symbol.type + " token";
          } else if (symbol.test) {
            return "token matching " + String(symbol.test);
          } else {
            throw new Error("Unknown symbol type: " + symbol);
          }
        }
      }
      function getSymbolShortDisplay(symbol) {
        var type = typeof symbol;
        if (type === "string") {
          return symbol;
        } else if (type === "object") {
          if (symbol.literal) {
            return JSON.stringify(symbol.literal);
          } else if (symbol instanceof RegExp) {
            return symbol.toString();
          } else if (symbol.type) {
            return "%" + symbol.type;
          } else if (symbol.test) {
            return "<" + String(symbol.test) + ">";
          } else {
            throw new Error("Unknown symbol type: " + symbol);
          }
        }
      }
      return {
        Parser: Parser2,
        Grammar,
        Rule
      };
    });
  }
});

// node_modules/smtp-address-parser/dist/lib/grammar.js
var require_grammar = __commonJS({
  "node_modules/smtp-address-parser/dist/lib/grammar.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function id(d) {
      return d[0];
    }
    var deepFlatten = (arr) => [].concat(...arr.map((v) => Array.isArray(v) ? deepFlatten(v) : v));
    function flat_string(d) {
      if (d) {
        if (Array.isArray(d))
          return deepFlatten(d).join("");
        return d;
      }
      return "";
    }
    var grammar = {
      Lexer: void 0,
      ParserRules: [
        { "name": "Reverse_path", "symbols": ["Path"] },
        { "name": "Reverse_path$string$1", "symbols": [{ "literal": "<" }, { "literal": ">" }], "postprocess": (d) => d.join("") },
        { "name": "Reverse_path", "symbols": ["Reverse_path$string$1"] },
        { "name": "Forward_path$subexpression$1$subexpression$1", "symbols": [{ "literal": "<" }, /[pP]/, /[oO]/, /[sS]/, /[tT]/, /[mM]/, /[aA]/, /[sS]/, /[tT]/, /[eE]/, /[rR]/, { "literal": "@" }], "postprocess": function(d) {
          return d.join("");
        } },
        { "name": "Forward_path$subexpression$1", "symbols": ["Forward_path$subexpression$1$subexpression$1", "Domain", { "literal": ">" }] },
        { "name": "Forward_path", "symbols": ["Forward_path$subexpression$1"] },
        { "name": "Forward_path$subexpression$2", "symbols": [{ "literal": "<" }, /[pP]/, /[oO]/, /[sS]/, /[tT]/, /[mM]/, /[aA]/, /[sS]/, /[tT]/, /[eE]/, /[rR]/, { "literal": ">" }], "postprocess": function(d) {
          return d.join("");
        } },
        { "name": "Forward_path", "symbols": ["Forward_path$subexpression$2"] },
        { "name": "Forward_path", "symbols": ["Path"] },
        { "name": "Path$ebnf$1$subexpression$1", "symbols": ["A_d_l", { "literal": ":" }] },
        { "name": "Path$ebnf$1", "symbols": ["Path$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "Path$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "Path", "symbols": [{ "literal": "<" }, "Path$ebnf$1", "Mailbox", { "literal": ">" }] },
        { "name": "A_d_l$ebnf$1", "symbols": [] },
        { "name": "A_d_l$ebnf$1$subexpression$1", "symbols": [{ "literal": "," }, "At_domain"] },
        { "name": "A_d_l$ebnf$1", "symbols": ["A_d_l$ebnf$1", "A_d_l$ebnf$1$subexpression$1"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "A_d_l", "symbols": ["At_domain", "A_d_l$ebnf$1"] },
        { "name": "At_domain", "symbols": [{ "literal": "@" }, "Domain"] },
        { "name": "Domain$ebnf$1", "symbols": [] },
        { "name": "Domain$ebnf$1$subexpression$1", "symbols": [{ "literal": "." }, "sub_domain"] },
        { "name": "Domain$ebnf$1", "symbols": ["Domain$ebnf$1", "Domain$ebnf$1$subexpression$1"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "Domain", "symbols": ["sub_domain", "Domain$ebnf$1"] },
        { "name": "sub_domain", "symbols": ["U_label"] },
        { "name": "Let_dig", "symbols": ["ALPHA_DIGIT"], "postprocess": id },
        { "name": "Ldh_str$ebnf$1", "symbols": [] },
        { "name": "Ldh_str$ebnf$1", "symbols": ["Ldh_str$ebnf$1", "ALPHA_DIG_DASH"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "Ldh_str", "symbols": ["Ldh_str$ebnf$1", "Let_dig"] },
        { "name": "U_Let_dig", "symbols": ["ALPHA_DIGIT_U"], "postprocess": id },
        { "name": "U_Ldh_str$ebnf$1", "symbols": [] },
        { "name": "U_Ldh_str$ebnf$1", "symbols": ["U_Ldh_str$ebnf$1", "ALPHA_DIG_DASH_U"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "U_Ldh_str", "symbols": ["U_Ldh_str$ebnf$1", "U_Let_dig"] },
        { "name": "U_label$ebnf$1$subexpression$1", "symbols": ["U_Ldh_str"] },
        { "name": "U_label$ebnf$1", "symbols": ["U_label$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "U_label$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "U_label", "symbols": ["U_Let_dig", "U_label$ebnf$1"] },
        { "name": "address_literal$subexpression$1", "symbols": ["IPv4_address_literal"] },
        { "name": "address_literal$subexpression$1", "symbols": ["IPv6_address_literal"] },
        { "name": "address_literal$subexpression$1", "symbols": ["General_address_literal"] },
        { "name": "address_literal", "symbols": [{ "literal": "[" }, "address_literal$subexpression$1", { "literal": "]" }] },
        {
          "name": "non_local_part",
          "symbols": ["Domain"],
          "postprocess": function(d) {
            return { DomainName: flat_string(d[0]) };
          }
        },
        {
          "name": "non_local_part",
          "symbols": ["address_literal"],
          "postprocess": function(d) {
            return { AddressLiteral: flat_string(d[0]) };
          }
        },
        {
          "name": "Mailbox",
          "symbols": ["Local_part", { "literal": "@" }, "non_local_part"],
          "postprocess": function(d) {
            return { localPart: flat_string(d[0]), domainPart: flat_string(d[2]) };
          }
        },
        {
          "name": "Local_part",
          "symbols": ["Dot_string"],
          "postprocess": function(d) {
            return { DotString: flat_string(d[0]) };
          }
        },
        {
          "name": "Local_part",
          "symbols": ["Quoted_string"],
          "postprocess": function(d) {
            return { QuotedString: flat_string(d[0]) };
          }
        },
        { "name": "Dot_string$ebnf$1", "symbols": [] },
        { "name": "Dot_string$ebnf$1$subexpression$1", "symbols": [{ "literal": "." }, "Atom"] },
        { "name": "Dot_string$ebnf$1", "symbols": ["Dot_string$ebnf$1", "Dot_string$ebnf$1$subexpression$1"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "Dot_string", "symbols": ["Atom", "Dot_string$ebnf$1"] },
        { "name": "Atom$ebnf$1", "symbols": [/[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~\u0080-\uFFFF/]/] },
        { "name": "Atom$ebnf$1", "symbols": ["Atom$ebnf$1", /[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~\u0080-\uFFFF/]/], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "Atom", "symbols": ["Atom$ebnf$1"] },
        { "name": "Quoted_string$ebnf$1", "symbols": [] },
        { "name": "Quoted_string$ebnf$1", "symbols": ["Quoted_string$ebnf$1", "QcontentSMTP"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "Quoted_string", "symbols": ["DQUOTE", "Quoted_string$ebnf$1", "DQUOTE"] },
        { "name": "QcontentSMTP", "symbols": ["qtextSMTP"] },
        { "name": "QcontentSMTP", "symbols": ["quoted_pairSMTP"] },
        { "name": "quoted_pairSMTP", "symbols": [{ "literal": "\\" }, /[\x20-\x7e]/] },
        { "name": "qtextSMTP", "symbols": [/[\x20-\x21\x23-\x5b\x5d-\x7e\u0080-\uFFFF]/], "postprocess": id },
        { "name": "IPv4_address_literal$macrocall$2", "symbols": [{ "literal": "." }, "Snum"] },
        { "name": "IPv4_address_literal$macrocall$1", "symbols": ["IPv4_address_literal$macrocall$2", "IPv4_address_literal$macrocall$2", "IPv4_address_literal$macrocall$2"] },
        { "name": "IPv4_address_literal", "symbols": ["Snum", "IPv4_address_literal$macrocall$1"] },
        { "name": "IPv6_address_literal$subexpression$1", "symbols": [/[iI]/, /[pP]/, /[vV]/, { "literal": "6" }, { "literal": ":" }], "postprocess": function(d) {
          return d.join("");
        } },
        { "name": "IPv6_address_literal", "symbols": ["IPv6_address_literal$subexpression$1", "IPv6_addr"] },
        { "name": "General_address_literal$ebnf$1", "symbols": ["dcontent"] },
        { "name": "General_address_literal$ebnf$1", "symbols": ["General_address_literal$ebnf$1", "dcontent"], "postprocess": (d) => d[0].concat([d[1]]) },
        { "name": "General_address_literal", "symbols": ["Standardized_tag", { "literal": ":" }, "General_address_literal$ebnf$1"] },
        { "name": "Standardized_tag", "symbols": ["Ldh_str"] },
        { "name": "dcontent", "symbols": [/[\x21-\x5a\x5e-\x7e]/], "postprocess": id },
        { "name": "Snum", "symbols": ["DIGIT"] },
        { "name": "Snum$subexpression$1", "symbols": [/[1-9]/, "DIGIT"] },
        { "name": "Snum", "symbols": ["Snum$subexpression$1"] },
        { "name": "Snum$subexpression$2", "symbols": [{ "literal": "1" }, "DIGIT", "DIGIT"] },
        { "name": "Snum", "symbols": ["Snum$subexpression$2"] },
        { "name": "Snum$subexpression$3", "symbols": [{ "literal": "2" }, /[0-4]/, "DIGIT"] },
        { "name": "Snum", "symbols": ["Snum$subexpression$3"] },
        { "name": "Snum$subexpression$4", "symbols": [{ "literal": "2" }, { "literal": "5" }, /[0-5]/] },
        { "name": "Snum", "symbols": ["Snum$subexpression$4"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_full"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_comp"] },
        { "name": "IPv6_addr", "symbols": ["IPv6v4_full"] },
        { "name": "IPv6_addr", "symbols": ["IPv6v4_comp"] },
        { "name": "IPv6_hex", "symbols": ["HEXDIG"] },
        { "name": "IPv6_hex$subexpression$1", "symbols": ["HEXDIG", "HEXDIG"] },
        { "name": "IPv6_hex", "symbols": ["IPv6_hex$subexpression$1"] },
        { "name": "IPv6_hex$subexpression$2", "symbols": ["HEXDIG", "HEXDIG", "HEXDIG"] },
        { "name": "IPv6_hex", "symbols": ["IPv6_hex$subexpression$2"] },
        { "name": "IPv6_hex$subexpression$3", "symbols": ["HEXDIG", "HEXDIG", "HEXDIG", "HEXDIG"] },
        { "name": "IPv6_hex", "symbols": ["IPv6_hex$subexpression$3"] },
        { "name": "IPv6_full$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6_full$macrocall$1", "symbols": ["IPv6_full$macrocall$2", "IPv6_full$macrocall$2", "IPv6_full$macrocall$2", "IPv6_full$macrocall$2", "IPv6_full$macrocall$2", "IPv6_full$macrocall$2", "IPv6_full$macrocall$2"] },
        { "name": "IPv6_full", "symbols": ["IPv6_hex", "IPv6_full$macrocall$1"] },
        { "name": "IPv6_comp$ebnf$1$subexpression$1$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6_comp$ebnf$1$subexpression$1$macrocall$1", "symbols": ["IPv6_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6_comp$ebnf$1$subexpression$1$macrocall$2"] },
        { "name": "IPv6_comp$ebnf$1$subexpression$1", "symbols": ["IPv6_hex", "IPv6_comp$ebnf$1$subexpression$1$macrocall$1"] },
        { "name": "IPv6_comp$ebnf$1", "symbols": ["IPv6_comp$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_comp$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_comp$string$1", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_comp$ebnf$2$subexpression$1$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6_comp$ebnf$2$subexpression$1$macrocall$1", "symbols": ["IPv6_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6_comp$ebnf$2$subexpression$1$macrocall$2"] },
        { "name": "IPv6_comp$ebnf$2$subexpression$1", "symbols": ["IPv6_hex", "IPv6_comp$ebnf$2$subexpression$1$macrocall$1"] },
        { "name": "IPv6_comp$ebnf$2", "symbols": ["IPv6_comp$ebnf$2$subexpression$1"], "postprocess": id },
        { "name": "IPv6_comp$ebnf$2", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_comp", "symbols": ["IPv6_comp$ebnf$1", "IPv6_comp$string$1", "IPv6_comp$ebnf$2"] },
        { "name": "IPv6v4_full$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6v4_full$macrocall$1", "symbols": ["IPv6v4_full$macrocall$2", "IPv6v4_full$macrocall$2", "IPv6v4_full$macrocall$2", "IPv6v4_full$macrocall$2", "IPv6v4_full$macrocall$2"] },
        { "name": "IPv6v4_full", "symbols": ["IPv6_hex", "IPv6v4_full$macrocall$1", { "literal": ":" }, "IPv4_address_literal"] },
        { "name": "IPv6v4_comp$ebnf$1$subexpression$1$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6v4_comp$ebnf$1$subexpression$1$macrocall$1", "symbols": ["IPv6v4_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6v4_comp$ebnf$1$subexpression$1$macrocall$2", "IPv6v4_comp$ebnf$1$subexpression$1$macrocall$2"] },
        { "name": "IPv6v4_comp$ebnf$1$subexpression$1", "symbols": ["IPv6_hex", "IPv6v4_comp$ebnf$1$subexpression$1$macrocall$1"] },
        { "name": "IPv6v4_comp$ebnf$1", "symbols": ["IPv6v4_comp$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6v4_comp$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6v4_comp$string$1", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6v4_comp$ebnf$2$subexpression$1$macrocall$2", "symbols": [{ "literal": ":" }, "IPv6_hex"] },
        { "name": "IPv6v4_comp$ebnf$2$subexpression$1$macrocall$1", "symbols": ["IPv6v4_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6v4_comp$ebnf$2$subexpression$1$macrocall$2", "IPv6v4_comp$ebnf$2$subexpression$1$macrocall$2"] },
        { "name": "IPv6v4_comp$ebnf$2$subexpression$1", "symbols": ["IPv6_hex", "IPv6v4_comp$ebnf$2$subexpression$1$macrocall$1", { "literal": ":" }] },
        { "name": "IPv6v4_comp$ebnf$2", "symbols": ["IPv6v4_comp$ebnf$2$subexpression$1"], "postprocess": id },
        { "name": "IPv6v4_comp$ebnf$2", "symbols": [], "postprocess": () => null },
        { "name": "IPv6v4_comp", "symbols": ["IPv6v4_comp$ebnf$1", "IPv6v4_comp$string$1", "IPv6v4_comp$ebnf$2", "IPv4_address_literal"] },
        { "name": "DIGIT", "symbols": [/[0-9]/], "postprocess": id },
        { "name": "ALPHA_DIGIT_U", "symbols": [/[0-9A-Za-z\u0080-\uFFFF]/], "postprocess": id },
        { "name": "ALPHA_DIGIT", "symbols": [/[0-9A-Za-z]/], "postprocess": id },
        { "name": "ALPHA_DIG_DASH", "symbols": [/[-0-9A-Za-z]/], "postprocess": id },
        { "name": "ALPHA_DIG_DASH_U", "symbols": [/[-0-9A-Za-z\u0080-\uFFFF]/], "postprocess": id },
        { "name": "HEXDIG", "symbols": [/[0-9A-Fa-f]/], "postprocess": id },
        { "name": "DQUOTE", "symbols": [{ "literal": '"' }], "postprocess": id }
      ],
      ParserStart: "Reverse_path"
    };
    exports.default = grammar;
  }
});

// node_modules/smtp-address-parser/dist/lib/index.js
var require_lib = __commonJS({
  "node_modules/smtp-address-parser/dist/lib/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod3) {
      return mod3 && mod3.__esModule ? mod3 : { "default": mod3 };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.canonicalize = exports.canonicalize_quoted_string = exports.normalize = exports.normalize_dot_string = exports.parse = void 0;
    var nearley = require_nearley();
    var grammar_1 = __importDefault(require_grammar());
    grammar_1.default.ParserStart = "Mailbox";
    var grammar = nearley.Grammar.fromCompiled(grammar_1.default);
    function parse3(address) {
      const insane_length = 1e3 - "MAIL FROM:<>\r\n".length;
      if (address.length > insane_length) {
        throw new Error("address too long");
      }
      const parser = new nearley.Parser(grammar);
      parser.feed(address);
      if (parser.results.length !== 1) {
        throw new Error("address parsing failed: ambiguous grammar");
      }
      const at_idx = address.lastIndexOf("@");
      const domain = address.substring(at_idx + 1);
      if (domain[0] !== "[") {
        if (domain.length > 253) {
          throw new Error("domain too long");
        }
        const labels = domain.split(".");
        if (labels.length < 2) {
          throw new Error("domain not fully qualified");
        }
        if (labels[labels.length - 1].length < 2) {
          throw new Error("top level domain label too short");
        }
        labels.sort(function(a, b) {
          return b.length - a.length;
        });
        if (labels[0].length > 63) {
          throw new Error("domain label too long");
        }
      }
      return parser.results[0];
    }
    exports.parse = parse3;
    function normalize_dot_string(dot_string) {
      const tagless = (function() {
        const plus_loc = dot_string.indexOf("+");
        if (plus_loc === -1) {
          return dot_string;
        }
        return dot_string.substr(0, plus_loc);
      })();
      const dotless = tagless.replace(/\./g, "");
      return dotless.toLowerCase();
    }
    exports.normalize_dot_string = normalize_dot_string;
    function normalize(address) {
      var _a, _b;
      const a = parse3(address);
      const domain = (_a = a.domainPart.AddressLiteral) !== null && _a !== void 0 ? _a : a.domainPart.DomainName.toLowerCase();
      const local = (_b = a.localPart.QuotedString) !== null && _b !== void 0 ? _b : normalize_dot_string(a.localPart.DotString);
      return `${local}@${domain}`;
    }
    exports.normalize = normalize;
    function canonicalize_quoted_string(quoted_string) {
      const unquoted = quoted_string.substr(1).substr(0, quoted_string.length - 2);
      const unescaped = unquoted.replace(/(?:\\(.))/g, "$1");
      const reescaped = unescaped.replace(/(?:(["\\]))/g, "\\$1");
      return `"${reescaped}"`;
    }
    exports.canonicalize_quoted_string = canonicalize_quoted_string;
    function canonicalize(address) {
      var _a;
      const a = parse3(address);
      const domain = (_a = a.domainPart.AddressLiteral) !== null && _a !== void 0 ? _a : a.domainPart.DomainName.toLowerCase();
      const local = a.localPart.QuotedString ? canonicalize_quoted_string(a.localPart.QuotedString) : a.localPart.DotString;
      return `${local}@${domain}`;
    }
    exports.canonicalize = canonicalize;
  }
});

// node_modules/extend/index.js
var require_extend = __commonJS({
  "node_modules/extend/index.js"(exports, module) {
    "use strict";
    var hasOwn = Object.prototype.hasOwnProperty;
    var toStr = Object.prototype.toString;
    var defineProperty = Object.defineProperty;
    var gOPD = Object.getOwnPropertyDescriptor;
    var isArray = function isArray2(arr) {
      if (typeof Array.isArray === "function") {
        return Array.isArray(arr);
      }
      return toStr.call(arr) === "[object Array]";
    };
    var isPlainObject2 = function isPlainObject3(obj) {
      if (!obj || toStr.call(obj) !== "[object Object]") {
        return false;
      }
      var hasOwnConstructor = hasOwn.call(obj, "constructor");
      var hasIsPrototypeOf = obj.constructor && obj.constructor.prototype && hasOwn.call(obj.constructor.prototype, "isPrototypeOf");
      if (obj.constructor && !hasOwnConstructor && !hasIsPrototypeOf) {
        return false;
      }
      var key3;
      for (key3 in obj) {
      }
      return typeof key3 === "undefined" || hasOwn.call(obj, key3);
    };
    var setProperty = function setProperty2(target, options) {
      if (defineProperty && options.name === "__proto__") {
        defineProperty(target, options.name, {
          enumerable: true,
          configurable: true,
          value: options.newValue,
          writable: true
        });
      } else {
        target[options.name] = options.newValue;
      }
    };
    var getProperty = function getProperty2(obj, name) {
      if (name === "__proto__") {
        if (!hasOwn.call(obj, name)) {
          return void 0;
        } else if (gOPD) {
          return gOPD(obj, name).value;
        }
      }
      return obj[name];
    };
    module.exports = function extend() {
      var options, name, src, copy, copyIsArray, clone;
      var target = arguments[0];
      var i = 1;
      var length = arguments.length;
      var deep = false;
      if (typeof target === "boolean") {
        deep = target;
        target = arguments[1] || {};
        i = 2;
      }
      if (target == null || typeof target !== "object" && typeof target !== "function") {
        target = {};
      }
      for (; i < length; ++i) {
        options = arguments[i];
        if (options != null) {
          for (name in options) {
            src = getProperty(target, name);
            copy = getProperty(options, name);
            if (target !== copy) {
              if (deep && copy && (isPlainObject2(copy) || (copyIsArray = isArray(copy)))) {
                if (copyIsArray) {
                  copyIsArray = false;
                  clone = src && isArray(src) ? src : [];
                } else {
                  clone = src && isPlainObject2(src) ? src : {};
                }
                setProperty(target, { name, newValue: extend(deep, clone, copy) });
              } else if (typeof copy !== "undefined") {
                setProperty(target, { name, newValue: copy });
              }
            }
          }
        }
      }
      return target;
    };
  }
});

// node_modules/schemes/lib/iana-permanent.json
var require_iana_permanent = __commonJS({
  "node_modules/schemes/lib/iana-permanent.json"(exports, module) {
    module.exports = [
      {
        scheme: "aaa",
        description: "Diameter Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6733"
          }
        ]
      },
      {
        scheme: "aaas",
        description: "Diameter Protocol with Secure Transport",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6733"
          }
        ]
      },
      {
        scheme: "about",
        description: "about",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6694"
          }
        ]
      },
      {
        scheme: "acap",
        description: "application configuration access protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2244"
          }
        ]
      },
      {
        scheme: "acct",
        description: "acct",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7565"
          }
        ]
      },
      {
        scheme: "cap",
        description: "Calendar Access Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4324"
          }
        ]
      },
      {
        scheme: "cid",
        description: "content identifier",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2392"
          }
        ]
      },
      {
        scheme: "coap",
        description: "coap",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7252"
          }
        ]
      },
      {
        scheme: "coaps",
        description: "coaps",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7252"
          }
        ]
      },
      {
        scheme: "crid",
        description: "TV-Anytime Content Reference Identifier",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4078"
          }
        ]
      },
      {
        scheme: "data",
        description: "data",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2397"
          }
        ]
      },
      {
        scheme: "dav",
        description: "dav",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4918"
          }
        ]
      },
      {
        scheme: "dict",
        description: "dictionary service protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2229"
          }
        ]
      },
      {
        scheme: "dns",
        description: "Domain Name System",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4501"
          }
        ]
      },
      {
        scheme: "example",
        description: "example",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7595"
          }
        ]
      },
      {
        scheme: "file",
        description: "Host-specific file names",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc1738"
          }
        ]
      },
      {
        scheme: "ftp",
        description: "File Transfer Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc1738"
          }
        ]
      },
      {
        scheme: "geo",
        description: "Geographic Locations",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5870"
          }
        ]
      },
      {
        scheme: "go",
        description: "go",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3368"
          }
        ]
      },
      {
        scheme: "gopher",
        description: "The Gopher Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4266"
          }
        ]
      },
      {
        scheme: "h323",
        description: "H.323",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3508"
          }
        ]
      },
      {
        scheme: "http",
        description: "Hypertext Transfer Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7230"
          }
        ]
      },
      {
        scheme: "https",
        description: "Hypertext Transfer Protocol Secure",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7230"
          }
        ]
      },
      {
        scheme: "iax",
        description: "Inter-Asterisk eXchange Version 2",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5456"
          }
        ]
      },
      {
        scheme: "icap",
        description: "Internet Content Adaptation Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3507"
          }
        ]
      },
      {
        scheme: "im",
        description: "Instant Messaging",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3860"
          }
        ]
      },
      {
        scheme: "imap",
        description: "internet message access protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5092"
          }
        ]
      },
      {
        scheme: "info",
        description: 'Information Assets with Identifiers in Public Namespaces. \n       (section 3) defines an "info" registry \n        of public namespaces, which is maintained by NISO and can be accessed \n        from .',
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4452"
          }
        ]
      },
      {
        scheme: "ipp",
        description: "Internet Printing Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3510"
          }
        ]
      },
      {
        scheme: "ipps",
        description: "Internet Printing Protocol over HTTPS",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7472"
          }
        ]
      },
      {
        scheme: "iris",
        description: "Internet Registry Information Service",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3981"
          }
        ]
      },
      {
        scheme: "iris.beep",
        description: "iris.beep",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3983"
          }
        ]
      },
      {
        scheme: "iris.lwz",
        description: "iris.lwz",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4993"
          }
        ]
      },
      {
        scheme: "iris.xpc",
        description: "iris.xpc",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4992"
          }
        ]
      },
      {
        scheme: "iris.xpcs",
        description: "iris.xpcs",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4992"
          }
        ]
      },
      {
        scheme: "jabber",
        description: "jabber",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/perm/jabber"
      },
      {
        scheme: "ldap",
        description: "Lightweight Directory Access Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4516"
          }
        ]
      },
      {
        scheme: "mailto",
        description: "Electronic mail address",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6068"
          }
        ]
      },
      {
        scheme: "mid",
        description: "message identifier",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2392"
          }
        ]
      },
      {
        scheme: "msrp",
        description: "Message Session Relay Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4975"
          }
        ]
      },
      {
        scheme: "msrps",
        description: "Message Session Relay Protocol Secure",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4975"
          }
        ]
      },
      {
        scheme: "mtqp",
        description: "Message Tracking Query Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3887"
          }
        ]
      },
      {
        scheme: "mupdate",
        description: "Mailbox Update (MUPDATE) Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3656"
          }
        ]
      },
      {
        scheme: "news",
        description: "USENET news",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5538"
          }
        ]
      },
      {
        scheme: "nfs",
        description: "network file system protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2224"
          }
        ]
      },
      {
        scheme: "ni",
        description: "ni",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6920"
          }
        ]
      },
      {
        scheme: "nih",
        description: "nih",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6920"
          }
        ]
      },
      {
        scheme: "nntp",
        description: "USENET news using NNTP access",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5538"
          }
        ]
      },
      {
        scheme: "opaquelocktoken",
        description: "opaquelocktokent",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4918"
          }
        ]
      },
      {
        scheme: "pkcs11",
        description: "PKCS#11",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7512"
          }
        ]
      },
      {
        scheme: "pop",
        description: "Post Office Protocol v3",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2384"
          }
        ]
      },
      {
        scheme: "pres",
        description: "Presence",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3859"
          }
        ]
      },
      {
        scheme: "reload",
        description: "reload",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6940"
          }
        ]
      },
      {
        scheme: "rtsp",
        description: "Real-time Streaming Protocol (RTSP)",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2326"
          },
          {
            type: "draft",
            href: "http://www.iana.org/go/RFC-ietf-mmusic-rfc2326bis-40"
          }
        ]
      },
      {
        scheme: "rtsps",
        description: "Real-time Streaming Protocol (RTSP) over TLS",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2326"
          },
          {
            type: "draft",
            href: "http://www.iana.org/go/RFC-ietf-mmusic-rfc2326bis-40"
          }
        ]
      },
      {
        scheme: "rtspu",
        description: "Real-time Streaming Protocol (RTSP) over unreliable datagram transport",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2326"
          }
        ]
      },
      {
        scheme: "service",
        description: "service location",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2609"
          }
        ]
      },
      {
        scheme: "session",
        description: "session",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6787"
          }
        ]
      },
      {
        scheme: "shttp",
        description: "Secure Hypertext Transfer Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2660"
          }
        ]
      },
      {
        scheme: "sieve",
        description: "ManageSieve Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5804"
          }
        ]
      },
      {
        scheme: "sip",
        description: "session initiation protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3261"
          }
        ]
      },
      {
        scheme: "sips",
        description: "secure session initiation protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3261"
          }
        ]
      },
      {
        scheme: "sms",
        description: "Short Message Service",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5724"
          }
        ]
      },
      {
        scheme: "snmp",
        description: "Simple Network Management Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4088"
          }
        ]
      },
      {
        scheme: "soap.beep",
        description: "soap.beep",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4227"
          }
        ]
      },
      {
        scheme: "soap.beeps",
        description: "soap.beeps",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4227"
          }
        ]
      },
      {
        scheme: "stun",
        description: "stun",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7064"
          }
        ]
      },
      {
        scheme: "stuns",
        description: "stuns",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7064"
          }
        ]
      },
      {
        scheme: "tag",
        description: "tag",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4151"
          }
        ]
      },
      {
        scheme: "tel",
        description: "telephone",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3966"
          }
        ]
      },
      {
        scheme: "telnet",
        description: "Reference to interactive sessions",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4248"
          }
        ]
      },
      {
        scheme: "tftp",
        description: "Trivial File Transfer Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3617"
          }
        ]
      },
      {
        scheme: "thismessage",
        description: "multipart/related relative reference resolution",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2557"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/perm/thismessage"
      },
      {
        scheme: "tip",
        description: "Transaction Internet Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2371"
          }
        ]
      },
      {
        scheme: "tn3270",
        description: "Interactive 3270 emulation sessions",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6270"
          }
        ]
      },
      {
        scheme: "turn",
        description: "turn",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7065"
          }
        ]
      },
      {
        scheme: "turns",
        description: "turns",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7065"
          }
        ]
      },
      {
        scheme: "tv",
        description: "TV Broadcasts",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2838"
          }
        ]
      },
      {
        scheme: "urn",
        description: "Uniform Resource Names",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2141"
          },
          {
            type: "registry",
            href: "http://www.iana.org/assignments/urn-namespaces"
          }
        ]
      },
      {
        scheme: "vemmi",
        description: "versatile multimedia interface",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2122"
          }
        ]
      },
      {
        scheme: "vnc",
        description: "Remote Framebuffer Protocol",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/RFC-warden-appsawg-vnc-scheme-10"
          }
        ]
      },
      {
        scheme: "ws",
        description: "WebSocket connections",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6455"
          }
        ]
      },
      {
        scheme: "wss",
        description: "Encrypted WebSocket connections",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6455"
          }
        ]
      },
      {
        scheme: "xcon",
        description: "xcon",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6501"
          }
        ]
      },
      {
        scheme: "xcon-userid",
        description: "xcon-userid",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6501"
          }
        ]
      },
      {
        scheme: "xmlrpc.beep",
        description: "xmlrpc.beep",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3529"
          }
        ]
      },
      {
        scheme: "xmlrpc.beeps",
        description: "xmlrpc.beeps",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3529"
          }
        ]
      },
      {
        scheme: "xmpp",
        description: "Extensible Messaging and Presence Protocol",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5122"
          }
        ]
      },
      {
        scheme: "z39.50r",
        description: "Z39.50 Retrieval",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2056"
          }
        ]
      },
      {
        scheme: "z39.50s",
        description: "Z39.50 Session",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2056"
          }
        ]
      }
    ];
  }
});

// node_modules/schemes/lib/iana-provisional.json
var require_iana_provisional = __commonJS({
  "node_modules/schemes/lib/iana-provisional.json"(exports, module) {
    module.exports = [
      {
        scheme: "acr",
        description: "acr",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/acr"
      },
      {
        scheme: "adiumxtra",
        description: "adiumxtra",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/adiumxtra"
      },
      {
        scheme: "afp",
        description: "afp",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/afp"
      },
      {
        scheme: "afs",
        description: "Andrew File System global file names",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc1738"
          }
        ]
      },
      {
        scheme: "aim",
        description: "aim",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/aim"
      },
      {
        scheme: "appdata",
        description: "appdata",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/appdata"
      },
      {
        scheme: "apt",
        description: "apt",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/apt"
      },
      {
        scheme: "attachment",
        description: "attachment",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/attachment"
      },
      {
        scheme: "aw",
        description: "aw",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/aw"
      },
      {
        scheme: "barion",
        description: "barion",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/barion"
      },
      {
        scheme: "beshare",
        description: "beshare",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/beshare"
      },
      {
        scheme: "bitcoin",
        description: "bitcoin",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/bitcoin"
      },
      {
        scheme: "blob",
        description: "blob",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/blob"
      },
      {
        scheme: "bolo",
        description: "bolo",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/bolo"
      },
      {
        scheme: "callto",
        description: "callto",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/callto"
      },
      {
        scheme: "chrome",
        description: "chrome",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/chrome"
      },
      {
        scheme: "chrome-extension",
        description: "chrome-extension",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/chrome-extension"
      },
      {
        scheme: "com-eventbrite-attendee",
        description: "com-eventbrite-attendee",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/com-eventbrite-attendee"
      },
      {
        scheme: "content",
        description: "content",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/content"
      },
      {
        scheme: "cvs",
        description: "cvs",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/cvs"
      },
      {
        scheme: "dis",
        description: "dis",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/dis"
      },
      {
        scheme: "dlna-playcontainer",
        description: "dlna-playcontainer",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/dlna-playcontainer"
      },
      {
        scheme: "dlna-playsingle",
        description: "dlna-playsingle",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/dlna-playsingle"
      },
      {
        scheme: "dntp",
        description: "dntp",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/dntp"
      },
      {
        scheme: "dtn",
        description: "DTNRG research and development",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5050"
          }
        ]
      },
      {
        scheme: "dvb",
        description: "dvb",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-mcroberts-uri-dvb"
          }
        ]
      },
      {
        scheme: "ed2k",
        description: "ed2k",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ed2k"
      },
      {
        scheme: "facetime",
        description: "facetime",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/facetime"
      },
      {
        scheme: "feed",
        description: "feed",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/feed"
      },
      {
        scheme: "feedready",
        description: "feedready",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/feedready"
      },
      {
        scheme: "finger",
        description: "finger",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/finger"
      },
      {
        scheme: "fish",
        description: "fish",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/fish"
      },
      {
        scheme: "gg",
        description: "gg",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/gg"
      },
      {
        scheme: "git",
        description: "git",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/git"
      },
      {
        scheme: "gizmoproject",
        description: "gizmoproject",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/gizmoproject"
      },
      {
        scheme: "gtalk",
        description: "gtalk",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/gtalk"
      },
      {
        scheme: "ham",
        description: "ham",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7046"
          }
        ]
      },
      {
        scheme: "hcp",
        description: "hcp",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/hcp"
      },
      {
        scheme: "icon",
        description: "icon",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-lafayette-icon-uri-scheme"
          }
        ]
      },
      {
        scheme: "iotdisco",
        description: "iotdisco",
        reference: [
          {
            type: "uri",
            href: "http://www.iana.org/assignments/uri-schemes/prov/iotdisco.pdf"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/iotdisco"
      },
      {
        scheme: "ipn",
        description: "ipn",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6260"
          }
        ]
      },
      {
        scheme: "irc",
        description: "irc",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/irc"
      },
      {
        scheme: "irc6",
        description: "irc6",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/irc6"
      },
      {
        scheme: "ircs",
        description: "ircs",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ircs"
      },
      {
        scheme: "isostore",
        description: "isostore",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/isostore"
      },
      {
        scheme: "itms",
        description: "itms",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/itms"
      },
      {
        scheme: "jar",
        description: "jar",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/jar"
      },
      {
        scheme: "jms",
        description: "Java Message Service",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6167"
          }
        ]
      },
      {
        scheme: "keyparc",
        description: "keyparc",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/keyparc"
      },
      {
        scheme: "lastfm",
        description: "lastfm",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/lastfm"
      },
      {
        scheme: "ldaps",
        description: "ldaps",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ldaps"
      },
      {
        scheme: "magnet",
        description: "magnet",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/magnet"
      },
      {
        scheme: "maps",
        description: "maps",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/maps"
      },
      {
        scheme: "market",
        description: "market",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/market"
      },
      {
        scheme: "message",
        description: "message",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/message"
      },
      {
        scheme: "mms",
        description: "mms",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/mms"
      },
      {
        scheme: "ms-access",
        description: "ms-access",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-access"
      },
      {
        scheme: "ms-drive-to",
        description: "ms-drive-to",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-drive-to"
      },
      {
        scheme: "ms-enrollment",
        description: "ms-enrollment",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-enrollment"
      },
      {
        scheme: "ms-excel",
        description: "ms-excel",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-excel"
      },
      {
        scheme: "ms-getoffice",
        description: "ms-getoffice",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-getoffice"
      },
      {
        scheme: "ms-help",
        description: "ms-help",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-help"
      },
      {
        scheme: "ms-infopath",
        description: "ms-infopath",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-infopath"
      },
      {
        scheme: "ms-media-stream-id",
        description: "ms-media-stream-id",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-media-stream-id"
      },
      {
        scheme: "ms-powerpoint",
        description: "ms-powerpoint",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-powerpoint"
      },
      {
        scheme: "ms-project",
        description: "ms-project",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-project"
      },
      {
        scheme: "ms-publisher",
        description: "ms-publisher",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-publisher"
      },
      {
        scheme: "ms-search-repair",
        description: "ms-search-repair",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-search-repair"
      },
      {
        scheme: "ms-secondary-screen-controller",
        description: "ms-secondary-screen-controller",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-secondary-screen-controller"
      },
      {
        scheme: "ms-secondary-screen-setup",
        description: "ms-secondary-screen-setup",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-secondary-screen-setup"
      },
      {
        scheme: "ms-settings",
        description: "ms-settings",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings"
      },
      {
        scheme: "ms-settings-airplanemode",
        description: "ms-settings-airplanemode",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-airplanemode"
      },
      {
        scheme: "ms-settings-bluetooth",
        description: "ms-settings-bluetooth",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-bluetooth"
      },
      {
        scheme: "ms-settings-camera",
        description: "ms-settings-camera",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-camera"
      },
      {
        scheme: "ms-settings-cellular",
        description: "ms-settings-cellular",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-cellular"
      },
      {
        scheme: "ms-settings-cloudstorage",
        description: "ms-settings-cloudstorage",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-cloudstorage"
      },
      {
        scheme: "ms-settings-connectabledevices",
        description: "ms-settings-connectabledevices",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-connectabledevices"
      },
      {
        scheme: "ms-settings-displays-topology",
        description: "ms-settings-displays-topology",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-displays-topology"
      },
      {
        scheme: "ms-settings-emailandaccounts",
        description: "ms-settings-emailandaccounts",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-emailandaccounts"
      },
      {
        scheme: "ms-settings-language",
        description: "ms-settings-language",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-language"
      },
      {
        scheme: "ms-settings-location",
        description: "ms-settings-location",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-location"
      },
      {
        scheme: "ms-settings-lock",
        description: "ms-settings-lock",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-lock"
      },
      {
        scheme: "ms-settings-nfctransactions",
        description: "ms-settings-nfctransactions",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-nfctransactions"
      },
      {
        scheme: "ms-settings-notifications",
        description: "ms-settings-notifications",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-notifications"
      },
      {
        scheme: "ms-settings-power",
        description: "ms-settings-power",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-power"
      },
      {
        scheme: "ms-settings-privacy",
        description: "ms-settings-privacy",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-privacy"
      },
      {
        scheme: "ms-settings-proximity",
        description: "ms-settings-proximity",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-proximity"
      },
      {
        scheme: "ms-settings-screenrotation",
        description: "ms-settings-screenrotation",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-screenrotation"
      },
      {
        scheme: "ms-settings-wifi",
        description: "ms-settings-wifi",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-wifi"
      },
      {
        scheme: "ms-settings-workplace",
        description: "ms-settings-workplace",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-settings-workplace"
      },
      {
        scheme: "ms-spd",
        description: "ms-spd",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-spd"
      },
      {
        scheme: "ms-transit-to",
        description: "ms-transit-to",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-transit-to"
      },
      {
        scheme: "ms-visio",
        description: "ms-visio",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-visio"
      },
      {
        scheme: "ms-walk-to",
        description: "ms-walk-to",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-walk-to"
      },
      {
        scheme: "ms-word",
        description: "ms-word",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ms-word"
      },
      {
        scheme: "msnim",
        description: "msnim",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/msnim"
      },
      {
        scheme: "mumble",
        description: "mumble",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/mumble"
      },
      {
        scheme: "mvn",
        description: "mvn",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/mvn"
      },
      {
        scheme: "notes",
        description: "notes",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/notes"
      },
      {
        scheme: "oid",
        description: "oid",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-larmouth-oid-iri"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/oid"
      },
      {
        scheme: "palm",
        description: "palm",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/palm"
      },
      {
        scheme: "paparazzi",
        description: "paparazzi",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/paparazzi"
      },
      {
        scheme: "platform",
        description: "platform",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/platform"
      },
      {
        scheme: "proxy",
        description: "proxy",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/proxy"
      },
      {
        scheme: "psyc",
        description: "psyc",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/psyc"
      },
      {
        scheme: "query",
        description: "query",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/query"
      },
      {
        scheme: "redis",
        description: "redis",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/redis"
      },
      {
        scheme: "rediss",
        description: "rediss",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/rediss"
      },
      {
        scheme: "res",
        description: "res",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/res"
      },
      {
        scheme: "resource",
        description: "resource",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/resource"
      },
      {
        scheme: "rmi",
        description: "rmi",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/rmi"
      },
      {
        scheme: "rsync",
        description: "rsync",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5781"
          }
        ]
      },
      {
        scheme: "rtmfp",
        description: "rtmfp",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc7425"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/rtmfp"
      },
      {
        scheme: "rtmp",
        description: "rtmp",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/rtmp"
      },
      {
        scheme: "secondlife",
        description: "query",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/secondlife"
      },
      {
        scheme: "sftp",
        description: "query",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/sftp"
      },
      {
        scheme: "sgn",
        description: "sgn",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/sgn"
      },
      {
        scheme: "skype",
        description: "skype",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/skype"
      },
      {
        scheme: "smb",
        description: "smb",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/smb"
      },
      {
        scheme: "smtp",
        description: "smtp",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-melnikov-smime-msa-to-mda"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/smtp"
      },
      {
        scheme: "soldat",
        description: "soldat",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/soldat"
      },
      {
        scheme: "spotify",
        description: "spotify",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/spotify"
      },
      {
        scheme: "ssh",
        description: "ssh",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ssh"
      },
      {
        scheme: "steam",
        description: "steam",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/steam"
      },
      {
        scheme: "submit",
        description: "submit",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-melnikov-smime-msa-to-mda"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/submit"
      },
      {
        scheme: "svn",
        description: "svn",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/svn"
      },
      {
        scheme: "teamspeak",
        description: "teamspeak",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/teamspeak"
      },
      {
        scheme: "teliaeid",
        description: "teliaeid",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/teliaeid"
      },
      {
        scheme: "things",
        description: "things",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/things"
      },
      {
        scheme: "tool",
        description: "tool",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/tool"
      },
      {
        scheme: "udp",
        description: "udp",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/udp"
      },
      {
        scheme: "unreal",
        description: "unreal",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/unreal"
      },
      {
        scheme: "ut2004",
        description: "ut2004",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ut2004"
      },
      {
        scheme: "v-event",
        description: "v-event",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-menderico-v-event-uri"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/prov/v-event"
      },
      {
        scheme: "ventrilo",
        description: "ventrilo",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ventrilo"
      },
      {
        scheme: "view-source",
        description: "view-source",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/view-source"
      },
      {
        scheme: "webcal",
        description: "webcal",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/webcal"
      },
      {
        scheme: "wpid",
        description: "wpid",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/wpid"
      },
      {
        scheme: "wtai",
        description: "wtai",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/wtai"
      },
      {
        scheme: "wyciwyg",
        description: "wyciwyg",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/wyciwyg"
      },
      {
        scheme: "xfire",
        description: "xfire",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/xfire"
      },
      {
        scheme: "xri",
        description: "xri",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/xri"
      },
      {
        scheme: "ymsgr",
        description: "ymsgr",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/prov/ymsgr"
      }
    ];
  }
});

// node_modules/schemes/lib/iana-historical.json
var require_iana_historical = __commonJS({
  "node_modules/schemes/lib/iana-historical.json"(exports, module) {
    module.exports = [
      {
        scheme: "fax",
        description: "fax",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2806"
          },
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3966"
          }
        ]
      },
      {
        scheme: "filesystem",
        description: "filesystem",
        reference: [],
        template: "http://www.iana.org/assignments/uri-schemes/historic/filesystem"
      },
      {
        scheme: "mailserver",
        description: "Access to data available from mail servers",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc6196"
          }
        ]
      },
      {
        scheme: "modem",
        description: "modem",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2806"
          },
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3966"
          }
        ]
      },
      {
        scheme: "pack",
        description: "pack",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-shur-pack-uri-scheme"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/historic/pack"
      },
      {
        scheme: "prospero",
        description: "Prospero Directory Service",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4157"
          }
        ]
      },
      {
        scheme: "snews",
        description: "NNTP over SSL/TLS",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc5538"
          }
        ]
      },
      {
        scheme: "videotex",
        description: "videotex",
        reference: [
          {
            type: "draft",
            href: "http://www.iana.org/go/draft-mavrakis-videotex-url-spec"
          },
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2122"
          },
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc3986"
          }
        ],
        template: "http://www.iana.org/assignments/uri-schemes/historic/videotex"
      },
      {
        scheme: "wais",
        description: "Wide Area Information Servers",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc4156"
          }
        ]
      },
      {
        scheme: "z39.50",
        description: "Z39.50 information access",
        reference: [
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc1738"
          },
          {
            type: "rfc",
            href: "http://www.iana.org/go/rfc2056"
          }
        ]
      }
    ];
  }
});

// node_modules/schemes/lib/unofficial.json
var require_unofficial = __commonJS({
  "node_modules/schemes/lib/unofficial.json"(exports, module) {
    module.exports = [
      {
        scheme: "android-app"
      },
      {
        scheme: "webpack"
      },
      {
        scheme: "s3",
        description: "Amazon Web Services S3 bucket"
      },
      {
        scheme: "gs",
        description: "Google Cloud Storage"
      },
      {
        scheme: "mqtt",
        description: "Message Queuing Telemetry Transport Protocol"
      },
      {
        scheme: "modbus+tcp",
        description: "Modbus over TCP"
      }
    ];
  }
});

// node_modules/schemes/index.js
var require_schemes = __commonJS({
  "node_modules/schemes/index.js"(exports, module) {
    "use strict";
    var extend = require_extend();
    var data = {
      permanent: require_iana_permanent(),
      provosional: require_iana_provisional(),
      historical: require_iana_historical()
    };
    var allByName = {};
    Object.keys(data).forEach(function(type) {
      data[type].forEach(function(schemeObj) {
        allByName[schemeObj.scheme] = extend(schemeObj, { type });
      });
    });
    data.unofficial = require_unofficial().filter(function(item) {
      return !allByName[item.scheme];
    });
    data.unofficial.forEach(function(schemeObj) {
      allByName[schemeObj.scheme] = extend(schemeObj, { type: "unofficial" });
    });
    module.exports = extend(data, { allByName });
  }
});

// node_modules/ajv-formats-draft2019/formats/iri.js
var require_iri = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/iri.js"(exports, module) {
    var { parse: parse3 } = require_uri_all();
    var { addressParser } = require_lib();
    var schemes = require_schemes();
    function validate10(address) {
      try {
        addressParser(address);
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = (value) => {
      const iri = parse3(value);
      if (iri.scheme === "mailto" && iri.to.every(validate10)) {
        return true;
      }
      if (iri.reference === "absolute" && schemes.allByName[iri.scheme]) {
        return true;
      }
      return false;
    };
  }
});

// node_modules/ajv-formats-draft2019/formats/duration.js
var require_duration = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/duration.js"(exports, module) {
    module.exports = /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/;
  }
});

// node_modules/ajv-formats-draft2019/formats/idn-email.js
var require_idn_email = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/idn-email.js"(exports, module) {
    var { parse: parse3 } = require_lib();
    module.exports = (value) => {
      try {
        parse3(value);
        return true;
      } catch (err) {
        return false;
      }
    };
  }
});

// node_modules/ajv-formats-draft2019/formats/idn-hostname.js
var require_idn_hostname = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/idn-hostname.js"(exports, module) {
    var { toASCII } = __require("punycode");
    var hostnameRegex = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
    module.exports = (value) => {
      const hostname2 = toASCII(value);
      return hostname2.replace(/\.$/, "").length <= 253 && hostnameRegex.test(hostname2);
    };
  }
});

// node_modules/ajv-formats-draft2019/formats/iri-reference.js
var require_iri_reference = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/iri-reference.js"(exports, module) {
    var { parse: parse3 } = require_uri_all();
    var { addressParser } = require_lib();
    var schemes = require_schemes();
    function validate10(address) {
      try {
        addressParser(address);
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = (value) => {
      const iri = parse3(value);
      if (iri.scheme === "mailto" && iri.to.every(validate10)) {
        return true;
      }
      if (iri.reference === "absolute" && iri.path !== void 0 && schemes.allByName[iri.scheme]) {
        return true;
      }
      if (iri.scheme && !schemes.allByName[iri.scheme]) {
        return false;
      }
      return iri.path !== void 0 && (iri.reference === "relative" || iri.reference === "same-document" || iri.reference === "uri");
    };
  }
});

// node_modules/ajv-formats-draft2019/formats/index.js
var require_formats2 = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/index.js"(exports, module) {
    module.exports.iri = require_iri();
    module.exports.duration = require_duration();
    module.exports["idn-email"] = require_idn_email();
    module.exports["idn-hostname"] = require_idn_hostname();
    module.exports["iri-reference"] = require_iri_reference();
  }
});

// node_modules/ip-regex/index.js
var require_ip_regex = __commonJS({
  "node_modules/ip-regex/index.js"(exports, module) {
    "use strict";
    var word = "[a-fA-F\\d:]";
    var b = (options) => options && options.includeBoundaries ? `(?:(?<=\\s|^)(?=${word})|(?<=${word})(?=\\s|$))` : "";
    var v4 = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}";
    var v6seg = "[a-fA-F\\d]{1,4}";
    var v6 = `
(?:
(?:${v6seg}:){7}(?:${v6seg}|:)|                                    // 1:2:3:4:5:6:7::  1:2:3:4:5:6:7:8
(?:${v6seg}:){6}(?:${v4}|:${v6seg}|:)|                             // 1:2:3:4:5:6::    1:2:3:4:5:6::8   1:2:3:4:5:6::8  1:2:3:4:5:6::1.2.3.4
(?:${v6seg}:){5}(?::${v4}|(?::${v6seg}){1,2}|:)|                   // 1:2:3:4:5::      1:2:3:4:5::7:8   1:2:3:4:5::8    1:2:3:4:5::7:1.2.3.4
(?:${v6seg}:){4}(?:(?::${v6seg}){0,1}:${v4}|(?::${v6seg}){1,3}|:)| // 1:2:3:4::        1:2:3:4::6:7:8   1:2:3:4::8      1:2:3:4::6:7:1.2.3.4
(?:${v6seg}:){3}(?:(?::${v6seg}){0,2}:${v4}|(?::${v6seg}){1,4}|:)| // 1:2:3::          1:2:3::5:6:7:8   1:2:3::8        1:2:3::5:6:7:1.2.3.4
(?:${v6seg}:){2}(?:(?::${v6seg}){0,3}:${v4}|(?::${v6seg}){1,5}|:)| // 1:2::            1:2::4:5:6:7:8   1:2::8          1:2::4:5:6:7:1.2.3.4
(?:${v6seg}:){1}(?:(?::${v6seg}){0,4}:${v4}|(?::${v6seg}){1,6}|:)| // 1::              1::3:4:5:6:7:8   1::8            1::3:4:5:6:7:1.2.3.4
(?::(?:(?::${v6seg}){0,5}:${v4}|(?::${v6seg}){1,7}|:))             // ::2:3:4:5:6:7:8  ::2:3:4:5:6:7:8  ::8             ::1.2.3.4
)(?:%[0-9a-zA-Z]{1,})?                                             // %eth0            %1
`.replace(/\s*\/\/.*$/gm, "").replace(/\n/g, "").trim();
    var v46Exact = new RegExp(`(?:^${v4}$)|(?:^${v6}$)`);
    var v4exact = new RegExp(`^${v4}$`);
    var v6exact = new RegExp(`^${v6}$`);
    var ip = (options) => options && options.exact ? v46Exact : new RegExp(`(?:${b(options)}${v4}${b(options)})|(?:${b(options)}${v6}${b(options)})`, "g");
    ip.v4 = (options) => options && options.exact ? v4exact : new RegExp(`${b(options)}${v4}${b(options)}`, "g");
    ip.v6 = (options) => options && options.exact ? v6exact : new RegExp(`${b(options)}${v6}${b(options)}`, "g");
    module.exports = ip;
  }
});

// node_modules/cidr-regex/index.js
var require_cidr_regex = __commonJS({
  "node_modules/cidr-regex/index.js"(exports, module) {
    "use strict";
    var ipRegex = require_ip_regex();
    var defaultOpts = { exact: false };
    var v4str = `${ipRegex.v4().source}\\/(3[0-2]|[12]?[0-9])`;
    var v6str = `${ipRegex.v6().source}\\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])`;
    var v4exact = new RegExp(`^${v4str}$`);
    var v6exact = new RegExp(`^${v6str}$`);
    var v46exact = new RegExp(`(?:^${v4str}$)|(?:^${v6str}$)`);
    module.exports = ({ exact } = defaultOpts) => exact ? v46exact : new RegExp(`(?:${v4str})|(?:${v6str})`, "g");
    module.exports.v4 = ({ exact } = defaultOpts) => exact ? v4exact : new RegExp(v4str, "g");
    module.exports.v6 = ({ exact } = defaultOpts) => exact ? v6exact : new RegExp(v6str, "g");
  }
});

// node_modules/is-cidr/index.js
var require_is_cidr = __commonJS({
  "node_modules/is-cidr/index.js"(exports, module) {
    "use strict";
    var { v4, v6 } = require_cidr_regex();
    var re4 = v4({ exact: true });
    var re6 = v6({ exact: true });
    module.exports = (str) => re4.test(str) ? 4 : re6.test(str) ? 6 : 0;
    module.exports.v4 = (str) => re4.test(str);
    module.exports.v6 = (str) => re6.test(str);
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv-i18n/localize/en/index.js
var require_en = __commonJS({
  "node_modules/ajv-i18n/localize/en/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_en(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "additionalProperties":
            out = "must NOT have additional properties";
            break;
          case "anyOf":
            out = 'must match a schema in "anyOf"';
            break;
          case "const":
            out = "must be equal to constant";
            break;
          case "contains":
            out = "must contain a valid item";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "must have propert";
            if (n == 1) {
              out += "y";
            } else {
              out += "ies";
            }
            out += " " + e.params.deps + " when property " + e.params.property + " is present";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'must pass "' + e.keyword + '" keyword validation';
            }
            break;
          case "enum":
            out = "must be equal to one of the allowed values";
            break;
          case "false schema":
            out = "boolean schema is false";
            break;
          case "format":
            out = 'must match format "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "must NOT be longer than " + n + " character";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "must NOT have more than " + n + " propert";
            if (n == 1) {
              out += "y";
            } else {
              out += "ies";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "must NOT have less than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "must NOT be shorter than " + n + " character";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "must NOT have less than " + n + " propert";
            if (n == 1) {
              out += "y";
            } else {
              out += "ies";
            }
            break;
          case "multipleOf":
            out = "must be a multiple of " + e.params.multipleOf;
            break;
          case "not":
            out = 'must NOT be valid according to schema in "not"';
            break;
          case "oneOf":
            out = 'must match exactly one schema in "oneOf"';
            break;
          case "pattern":
            out = 'must match pattern "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'must have property matching pattern "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "property name is invalid";
            break;
          case "required":
            out = "must have required property " + e.params.missingProperty;
            break;
          case "type":
            out = "must be " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "must NOT have duplicate items (items ## " + e.params.j + " and " + e.params.i + " are identical)";
            break;
          default:
            out = 'must pass "' + e.keyword + '" keyword validation';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/ar/index.js
var require_ar = __commonJS({
  "node_modules/ajv-i18n/localize/ar/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_ar(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0643\u062B\u0631 \u0645\u0646 " + n + " \u0639\u0646\u0635\u0631";
            break;
          case "additionalProperties":
            out = "\u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u062E\u0635\u0627\u0626\u0635 \u0625\u0636\u0627\u0641\u064A\u0629";
            break;
          case "anyOf":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u0648\u0627\u0641\u0642 \u0623\u062D\u062F \u0627\u0644\u0645\u062E\u0637\u0637\u0627\u062A \u0627\u0644\u0645\u0648\u062C\u0648\u062F\u0629 \u0641\u064A "anyOf"';
            break;
          case "const":
            out = "\u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 \u062B\u0627\u0628\u062A\u0627\u064B";
            break;
          case "contains":
            out = "\u064A\u062C\u0628 \u0623\u0646 \u064A\u062D\u0648\u064A \u0639\u0646\u0635\u0631\u0627 \u0635\u062D\u064A\u062D";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u064A\u062D\u0648\u064A \u0627\u0644\u062E\u0635\u0627\u0626\u0635 " + e.params.deps + " \u0639\u0646\u062F\u0645\u0627 \u062A\u0643\u0648\u0646 \u0627\u0644\u062E\u0627\u0635\u064A\u0629 " + e.params.property + " \u0645\u0648\u062C\u0648\u062F\u0629";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = '\u064A\u062C\u0628 \u0623\u0646 \u062A\u0645\u0631\u0631 \u0643\u0644\u0645\u0629 \u0627\u0644\u062A\u062D\u0642\u0642 \u0627\u0644\u0645\u0641\u062A\u0627\u062D\u064A\u0629 "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "\u0642\u064A\u0645\u0629 \u0647\u0630\u0627 \u0627\u0644\u062D\u0642\u0644 \u064A\u062C\u0628 \u0623\u0646 \u062A\u0643\u0648\u0646 \u0645\u0633\u0627\u0648\u064A\u0629 \u0644\u0623\u062D\u062F \u0627\u0644\u0642\u064A\u0645 \u0627\u0644\u0645\u0639\u0631\u0641\u0629 \u0645\u0633\u0628\u0642\u0627\u064B";
            break;
          case "false schema":
            out = "\u0627\u0644\u0645\u062E\u0637\u0637 \u0627\u0644\u0645\u0646\u0637\u0642\u064A \u063A\u064A\u0631 \u0635\u062D\u064A\u062D";
            break;
          case "format":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u0648\u0627\u0641\u0642 \u0627\u0644\u0635\u064A\u063A\u0629 "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 " + cond;
            break;
          case "if":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u062A\u0648\u0627\u0641\u0642 \u0627\u0644\u0645\u062E\u0637\u0637 "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0643\u062B\u0631 \u0645\u0646 " + n + " \u0639\u0646\u0635\u0631";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0643\u062B\u0631 \u0645\u0646 " + n + " \u0645\u062D\u0631\u0641";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0643\u062B\u0631 \u0645\u0646 " + n + " \u062E\u0635\u0627\u0626\u0635";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0642\u0644 \u0645\u0646 " + n + " \u0639\u0646\u0635\u0631";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0642\u0644 \u0645\u0646 " + n + " \u0645\u062D\u0631\u0641";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += " \u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0623\u0642\u0644 \u0645\u0646 " + n + " \u062E\u0635\u0627\u0626\u0635";
            break;
          case "multipleOf":
            out = " \u064A\u062C\u0628 \u0623\u0646 \u064A\u062D\u0648\u064A \u0623\u0643\u062B\u0631 \u0645\u0646 " + e.params.multipleOf;
            break;
          case "not":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u0643\u0648\u0646 \u063A\u064A\u0631 \u0635\u062D\u064A\u062D \u0648\u0641\u0642\u0627\u064B \u0644\u0644\u0645\u062E\u0637\u0637 "not"';
            break;
          case "oneOf":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u0648\u0627\u0641\u0642 \u0645\u062E\u0637\u0637 \u0648\u0627\u062D\u062F \u0641\u0642\u0637 \u0645\u0648\u062C\u0648\u062F \u0641\u064A "oneOf"';
            break;
          case "pattern":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u0648\u0627\u0641\u0642 \u0627\u0644\u0646\u0645\u0637 "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = '\u064A\u062C\u0628 \u0623\u0646 \u064A\u062D\u0648\u064A \u062E\u0627\u0635\u064A\u0629 \u062A\u0648\u0627\u0641\u0642 \u0627\u0644\u0646\u0645\u0637 "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "\u0627\u0633\u0645 \u0627\u0644\u062E\u0627\u0635\u064A\u0629 \u063A\u064A\u0631 \u0635\u0627\u0644\u062D";
            break;
          case "required":
            out = "\u0647\u0630\u0627 \u0627\u0644\u062D\u0642\u0644 \u0625\u0644\u0632\u0627\u0645\u064A";
            break;
          case "type":
            out = "\u0642\u064A\u0645\u0629 \u0647\u0630\u0627 \u0627\u0644\u062D\u0642\u0644 \u063A\u064A\u0631 \u0635\u0627\u0644\u062D\u0629";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "\u064A\u062C\u0628 \u0623\u0646 \u0644\u0627 \u064A\u062D\u0648\u064A \u0639\u0646\u0627\u0635\u0631 \u0645\u0643\u0631\u0631\u0629 (\u0627\u0644\u0639\u0646\u0635\u0631 ## " + e.params.j + " \u0648 " + e.params.i + " \u0645\u062A\u0637\u0627\u0628\u0642\u0629)";
            break;
          default:
            out = '\u064A\u062C\u0628 \u0623\u0646 \u062A\u0645\u0631\u0631 \u0643\u0644\u0645\u0629 \u0627\u0644\u062A\u062D\u0642\u0642 \u0627\u0644\u0645\u0641\u062A\u0627\u062D\u064A\u0629 "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/ca/index.js
var require_ca = __commonJS({
  "node_modules/ajv-i18n/localize/ca/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_ca(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "no ha de tenir m\xE9s de " + n + " element";
            if (n != 1) {
              out += "s";
            }
            break;
          case "additionalProperties":
            out = "no ha de tenir propietats addicionals";
            break;
          case "anyOf":
            out = 'ha de coincidir amb algun esquema definit a "anyOf"';
            break;
          case "const":
            out = "ha de ser igual a la constant";
            break;
          case "contains":
            out = "ha de contenir un \xEDtem v\xE0lid";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "ha de contenir la propietat";
            if (n != 1) {
              out += "s";
            }
            out += " " + e.params.deps + " quan la propietat " + e.params.property + " \xE9s present";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'ha de passar la validaci\xF3 de la clau "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "ha de ser igual a un dels valors predefinits";
            break;
          case "false schema":
            out = "l\u2019esquema \xE9s fals";
            break;
          case "format":
            out = 'ha de coincidir amb el format "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "ha de ser " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "ha de ser " + cond;
            break;
          case "if":
            out = 'ha de correspondre\u2019s amb l\u2019esquema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "ha de ser " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "no ha de tenir m\xE9s de " + n + " \xEDtem";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "no pot contenir m\xE9s de " + n + " car\xE0cter";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "no pot contenir m\xE9s de " + n + " propietat";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "ha de ser " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "no ha de tenir menys de " + n + " \xEDtem";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "no pot contenir menys de " + n + " car\xE0cter";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "no pot contenir menys de " + n + " propietat";
            if (n != 1) {
              out += "s";
            }
            break;
          case "multipleOf":
            out = "ha de ser m\xFAltiple de " + e.params.multipleOf;
            break;
          case "not":
            out = 'no ha de ser v\xE0lid d\u2019acord amb l\u2019esquema definit a "not"';
            break;
          case "oneOf":
            out = 'ha de coincidir nom\xE9s amb un esquema definit a "oneOf"';
            break;
          case "pattern":
            out = 'ha de coincidir amb el patr\xF3 "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'la propietat ha de coincidir amb el patr\xF3 "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "la propietat no \xE9s v\xE0lida";
            break;
          case "required":
            out = "ha de tenir la propietat requerida " + e.params.missingProperty;
            break;
          case "type":
            out = "ha de ser del tipus " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "no ha de tenir \xEDtems duplicats (els \xEDtems ## " + e.params.j + " i " + e.params.i + " s\xF3n id\xE8ntics)";
            break;
          default:
            out = 'ha de passar la validaci\xF3 de la clau "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/cs/index.js
var require_cs = __commonJS({
  "node_modules/ajv-i18n/localize/cs/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_cs(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "nem\u016F\u017Ee m\xEDt v\xEDc, ne\u017E " + n + " prv";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "k\u016F";
            }
            break;
          case "additionalProperties":
            out = "nem\u016F\u017Ee m\xEDt dal\u0161\xED polo\u017Eky";
            break;
          case "anyOf":
            out = 'mus\xED vyhov\u011Bt alespo\u0148 jednomu sch\xE9matu v "anyOf"';
            break;
          case "const":
            out = "mus\xED b\xFDt roven konstant\u011B";
            break;
          case "contains":
            out = "mus\xED obsahovat prvek odpov\xEDdaj\xEDc\xED sch\xE9matu";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "mus\xED m\xEDt polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "ka";
            }
            out += ": " + e.params.deps + ", pokud obsahuje " + e.params.property;
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'mus\xED vyhov\u011Bt "' + e.keyword + '" validaci';
            }
            break;
          case "enum":
            out = "mus\xED b\xFDt rovno jedn\xE9 hodnot\u011B z v\xFD\u010Dtu";
            break;
          case "false schema":
            out = "sch\xE9ma je false";
            break;
          case "format":
            out = 'mus\xED b\xFDt ve form\xE1tu "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED b\xFDt " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED b\xFDt " + cond;
            break;
          case "if":
            out = 'mus\xED vyhov\u011Bt "' + e.params.failingKeyword + '" sch\xE9matu';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED b\xFDt " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED obsahovat v\xEDc ne\u017E " + n + " prv";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "k\u016F";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED b\xFDt del\u0161\xED ne\u017E " + n + " zna";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "k";
            } else {
              out += "k\u016F";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED m\xEDt v\xEDc ne\u017E " + n + " polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "ka";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED b\xFDt " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED obsahovat m\xE9n\u011B ne\u017E " + n + " prv";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "k\u016F";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED b\xFDt krat\u0161\xED ne\u017E " + n + " zna";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "k";
            } else {
              out += "k\u016F";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "nesm\xED m\xEDt m\xE9n\u011B ne\u017E " + n + " polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "ek";
            } else {
              out += "ka";
            }
            break;
          case "multipleOf":
            out = "mus\xED b\xFDt n\xE1sobkem " + e.params.multipleOf;
            break;
          case "not":
            out = 'nesm\xED vyhov\u011Bt sch\xE9matu v "not"';
            break;
          case "oneOf":
            out = 'mus\xED vyhov\u011Bt pr\xE1v\u011B jednomu sch\xE9matu v "oneOf"';
            break;
          case "pattern":
            out = 'mus\xED vyhov\u011Bt regul\xE1rn\xEDmu v\xFDrazu "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'mus\xED obsahovat polo\u017Eku vyhovuj\xEDc\xED regul\xE1rn\xEDmu v\xFDrazu "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "n\xE1zev polo\u017Eky nen\xED platn\xFD";
            break;
          case "required":
            out = "mus\xED obsahovat po\u017Eadovanou polo\u017Eku " + e.params.missingProperty;
            break;
          case "type":
            out = "mus\xED b\xFDt " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "nesm\xED obsahovat duplicitn\xED prvky (prvky ## " + e.params.j + " a " + e.params.i + " jsou identick\xE9)";
            break;
          default:
            out = 'mus\xED vyhov\u011Bt "' + e.keyword + '" validaci';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/de/index.js
var require_de = __commonJS({
  "node_modules/ajv-i18n/localize/de/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_de(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "darf nicht mehr als " + n + " Element";
            if (n != 1) {
              out += "e";
            }
            out += " enthalten";
            break;
          case "additionalProperties":
            out = "darf keine zus\xE4tzlichen Attribute haben";
            break;
          case "anyOf":
            out = 'muss einem der Schemata in "anyOf" entsprechen';
            break;
          case "const":
            out = "muss gleich der Konstanten sein";
            break;
          case "contains":
            out = "muss ein valides Element enthalten";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "muss Attribut";
            if (n != 1) {
              out += "e";
            }
            out += " " + e.params.deps + " aufweisen, wenn Attribut " + e.params.property + " gesetzt ist";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'der Tag "' + e.params.tag + '" muss eine Zeichenkette sein';
                break;
              case "mapping":
                out = 'der Wert vom Tag "' + e.params.tag + '" muss im oneOf enthalten sein';
                break;
              default:
                out = 'muss die Validierung "' + e.keyword + '" bestehen';
            }
            break;
          case "enum":
            out = "muss einem der vorgegebenen Werte entsprechen";
            break;
          case "false schema":
            out = "boolesches Schema ist falsch";
            break;
          case "format":
            out = 'muss diesem Format entsprechen: "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "muss " + cond + " sein";
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "muss " + cond + " sein";
            break;
          case "if":
            out = 'muss dem Schema "' + e.params.failingKeyword + '" entsprechen';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "muss " + cond + " sein";
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "darf nicht mehr als " + n + " Element";
            if (n != 1) {
              out += "e";
            }
            out += " haben";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "darf nicht l\xE4nger als " + n + " Zeichen sein";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "darf nicht mehr als " + n + " Attribut";
            if (n != 1) {
              out += "e";
            }
            out += " haben";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "muss " + cond + " sein";
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "darf nicht weniger als " + n + " Element";
            if (n != 1) {
              out += "e";
            }
            out += " haben";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "darf nicht k\xFCrzer als " + n + " Zeichen sein";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "darf nicht weniger als " + n + " Attribut";
            if (n != 1) {
              out += "e";
            }
            out += " haben";
            break;
          case "multipleOf":
            out = "muss ein Vielfaches von " + e.params.multipleOf + " sein";
            break;
          case "not":
            out = 'muss dem in "not" angegebenen Schema widersprechen';
            break;
          case "oneOf":
            out = 'muss genau einem der Schemata in "oneOf" entsprechen';
            break;
          case "pattern":
            out = 'muss diesem Muster entsprechen: "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'muss ein Attribut nach folgendem Muster haben "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "Attributname ist ung\xFCltig";
            break;
          case "required":
            out = "muss das erforderliche Attribut " + e.params.missingProperty + " enthalten";
            break;
          case "type":
            out = "muss sein: " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "darf nicht mehr als " + n + " Element";
            if (n != 1) {
              out += "e";
            }
            out += " haben";
            break;
          case "unevaluatedProperties":
            out = "darf keine unausgewerteten Attribute haben";
            break;
          case "uniqueItems":
            out = "darf keine Duplikate enthalten (Elemente #" + e.params.j + " und #" + e.params.i + " sind gleich)";
            break;
          default:
            out = 'muss die Validierung "' + e.keyword + '" bestehen';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/es/index.js
var require_es = __commonJS({
  "node_modules/ajv-i18n/localize/es/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_es(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "no debe tener m\xE1s de " + n + " elemento";
            if (n != 1) {
              out += "s";
            }
            break;
          case "additionalProperties":
            out = "no debe tener propiedades adicionales";
            break;
          case "anyOf":
            out = 'debe coincidir con alg\xFAn esquema en "anyOf"';
            break;
          case "const":
            out = "debe ser igual a la constante";
            break;
          case "contains":
            out = "debe contener un elemento v\xE1lido";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "debe contener la";
            if (n != 1) {
              out += "s";
            }
            out += " propiedad";
            if (n != 1) {
              out += "es";
            }
            out += " " + e.params.deps + " cuando la propiedad " + e.params.property + " se encuentra presente";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'debe pasar la validaci\xF3n de palabra clave "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "deber ser igual a uno de los valores predefinidos";
            break;
          case "false schema":
            out = "el esquema \xE9s falso";
            break;
          case "format":
            out = 'debe coincidir con el formato "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "debe ser " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "debe ser " + cond;
            break;
          case "if":
            out = 'debe corresponderse con el esquema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "debe ser " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "no debe contener m\xE1s de " + n + " elemento";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "no debe contener m\xE1s de " + n + " caracter";
            if (n != 1) {
              out += "es";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "no debe contener m\xE1s de " + n + " propiedad";
            if (n != 1) {
              out += "es";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "debe ser " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "no debe contener menos de " + n + " elemento";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "no debe contener menos de " + n + " caracter";
            if (n != 1) {
              out += "es";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "no debe contener menos de " + n + " propiedad";
            if (n != 1) {
              out += "es";
            }
            break;
          case "multipleOf":
            out = "debe ser m\xFAltiplo de " + e.params.multipleOf;
            break;
          case "not":
            out = 'no debe ser v\xE1lido seg\xFAn el esquema en "not"';
            break;
          case "oneOf":
            out = 'debe coincidir con un solo esquema en "oneOf"';
            break;
          case "pattern":
            out = 'debe coincidir con el patron "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'la propiedad debe coincidir con el patr\xF3n "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "la propiedad no \xE9s v\xE1lida";
            break;
          case "required":
            out = "debe tener la propiedad requerida " + e.params.missingProperty;
            break;
          case "type":
            out = "debe ser " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "no debe contener elementos duplicados, (los elementos ## " + e.params.j + " y " + e.params.i + " son id\xE9nticos)";
            break;
          default:
            out = 'debe pasar la validaci\xF3n de palabra clave "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/fi/index.js
var require_fi = __commonJS({
  "node_modules/ajv-i18n/localize/fi/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_fi(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "saa sis\xE4lt\xE4\xE4 enint\xE4\xE4n " + n;
            if (n == 1) {
              out += ":n elementin";
            } else {
              out += " elementti\xE4";
            }
            break;
          case "additionalProperties":
            out = "ei saa sis\xE4lt\xE4\xE4 ylim\xE4\xE4r\xE4isi\xE4 ominaisuuksia";
            break;
          case "anyOf":
            out = 't\xE4ytyy vastata "anyOf" skeemaa';
            break;
          case "const":
            out = "t\xE4ytyy olla yht\xE4 kuin vakio";
            break;
          case "contains":
            out = "t\xE4ytyy sis\xE4lt\xE4\xE4 kelvollinen elementti";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "t\xE4ytyy sis\xE4lt\xE4\xE4 " + e.params.deps + " ominaisuu";
            if (n == 1) {
              out += "s";
            } else {
              out += "det";
            }
            out += " kun " + e.params.property + "-ominaisuus on l\xE4sn\xE4";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tunniste "' + e.params.tag + '" t\xE4ytyy olla merkkijono';
                break;
              case "mapping":
                out = 'tunnisteen "' + e.params.tag + '" arvon muoto pit\xE4\xE4 olla oneOf';
                break;
              default:
                out = 't\xE4ytyy l\xE4p\xE4ist\xE4 "' + e.keyword + '" avainsanatarkistus';
            }
            break;
          case "enum":
            out = "t\xE4ytyy olla yht\xE4 kuin jokin sallituista arvoista";
            break;
          case "false schema":
            out = "boolean skeema on v\xE4\xE4r\xE4";
            break;
          case "format":
            out = 't\xE4ytyy vastata muotoa "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "t\xE4ytyy olla " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "t\xE4ytyy olla " + cond;
            break;
          case "if":
            out = 't\xE4ytyy vastata "' + e.params.failingKeyword + '" skeemaa';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "t\xE4ytyy olla " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "tulee sis\xE4lt\xE4\xE4 enint\xE4\xE4n " + n + " ";
            if (n == 1) {
              out += "elementti";
            } else {
              out += "elementti\xE4";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "ei saa olla pidempi kuin " + n + " merkki";
            if (n != 1) {
              out += "\xE4";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "tulee sis\xE4lt\xE4\xE4 enint\xE4\xE4n " + n + " ";
            if (n == 1) {
              out += "ominaisuus";
            } else {
              out += "ominaisuutta";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "t\xE4ytyy olla " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "tulee sis\xE4lt\xE4\xE4 v\xE4hint\xE4\xE4n " + n + " ";
            if (n == 1) {
              out += "elementti";
            } else {
              out += "elementti\xE4";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "ei saa olla lyhyempi kuin " + n + " merkki";
            if (n != 1) {
              out += "\xE4";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "tulee sis\xE4lt\xE4\xE4 v\xE4hint\xE4\xE4n " + n + " ";
            if (n == 1) {
              out += "ominaisuus";
            } else {
              out += "ominaisuutta";
            }
            break;
          case "multipleOf":
            out = "t\xE4ytyy olla moninkertainen: " + e.params.multipleOf;
            break;
          case "not":
            out = 'ei saa olla hyv\xE4ksytty skeeman "not" mukaan';
            break;
          case "oneOf":
            out = 't\xE4ytyy vastata t\xE4sm\xE4lleen yht\xE4 "oneOf" -kohdassa m\xE4\xE4ritelty\xE4 skeemaa';
            break;
          case "pattern":
            out = 't\xE4ytyy vastata muotoa "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 't\xE4ytyy sis\xE4lt\xE4\xE4 ominaisuus joka vastaa kaavaa "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "ominaisuuden nimi on virheellinen";
            break;
          case "required":
            out = "t\xE4ytyy sis\xE4lt\xE4\xE4 vaadittu ominaisuus " + e.params.missingProperty;
            break;
          case "type":
            out = "";
            var t = e.params.type;
            out += "t\xE4ytyy olla ";
            if (t == "number") {
              out += "numero";
            } else if (t == "integer") {
              out += "kokonaisluku";
            } else if (t == "string") {
              out += "merkkijono";
            } else if (t == "boolean") {
              out += "boolean";
            } else {
              out += t;
            }
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "ei saa olla enemm\xE4n kuin " + n + " elementti";
            if (n != 1) {
              out += "\xE4";
            }
            break;
          case "unevaluatedProperties":
            out = "ei saa sis\xE4lt\xE4\xE4 arvioimattomia ominaisuuksia";
            break;
          case "uniqueItems":
            out = "ei saa sis\xE4lt\xE4\xE4 duplikaatteja (elementit ## " + e.params.j + " ja " + e.params.i + " ovat identtiset)";
            break;
          default:
            out = 't\xE4ytyy l\xE4p\xE4ist\xE4 "' + e.keyword + '" avainsanatarkistus';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/fr/index.js
var require_fr = __commonJS({
  "node_modules/ajv-i18n/localize/fr/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_fr(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas contenir plus de " + n + " \xE9l\xE9m\xE9nt";
            if (n != 1) {
              out += "s";
            }
            break;
          case "additionalProperties":
            out = "ne doit pas contenir de propri\xE9t\xE9s additionnelles";
            break;
          case "anyOf":
            out = 'doit correspondre \xE0 un sch\xE9ma de "anyOf"';
            break;
          case "const":
            out = "doit \xEAtre \xE9gal \xE0 la constante";
            break;
          case "contains":
            out = "doit contenir un \xE9l\xE9ment valide";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "doit avoir la propri\xE9t\xE9 " + e.params.deps + " quand la propri\xE9t\xE9 " + e.params.property + " est pr\xE9sente";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'doit \xEAtre valide selon le crit\xE8re "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "doit \xEAtre \xE9gal \xE0 une des valeurs pr\xE9d\xE9finies";
            break;
          case "false schema":
            out = 'le schema est "false"';
            break;
          case "format":
            out = 'doit correspondre au format "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "doit \xEAtre " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "doit \xEAtre " + cond;
            break;
          case "if":
            out = 'doit correspondre au sch\xE9ma "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "doit \xEAtre " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas contenir plus de " + n + " \xE9l\xE9ment";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas d\xE9passer " + n + " caract\xE8re";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas contenir plus de " + n + " propri\xE9t\xE9";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "doit \xEAtre " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas contenir moins de " + n + " \xE9l\xE9ment";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas faire moins de " + n + " caract\xE8re";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "ne doit pas contenir moins de " + n + " propri\xE9t\xE9";
            if (n != 1) {
              out += "s";
            }
            break;
          case "multipleOf":
            out = "doit \xEAtre un multiple de " + e.params.multipleOf;
            break;
          case "not":
            out = 'est invalide selon le sch\xE9ma "not"';
            break;
          case "oneOf":
            out = 'doit correspondre \xE0 exactement un sch\xE9ma de "oneOf"';
            break;
          case "pattern":
            out = 'doit correspondre au format "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'la propri\xE9t\xE9 doit correspondre au format "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "le nom de propri\xE9t\xE9 est invalide";
            break;
          case "required":
            out = "requiert la propri\xE9t\xE9 " + e.params.missingProperty;
            break;
          case "type":
            out = "doit \xEAtre de type " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "ne doit pas contenir de doublons (les \xE9l\xE9ments ## " + e.params.j + " et " + e.params.i + " sont identiques)";
            break;
          default:
            out = 'doit \xEAtre valide selon le crit\xE8re "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/hu/index.js
var require_hu = __commonJS({
  "node_modules/ajv-i18n/localize/hu/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_hu(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "nem lehet t\xF6bb, mint " + n + " eleme";
            break;
          case "additionalProperties":
            out = "nem lehetnek tov\xE1bbi elemei";
            break;
          case "anyOf":
            out = 'meg kell feleljen legal\xE1bb egy "anyOf" alaknak';
            break;
          case "const":
            out = "must be equal to constant";
            break;
          case "contains":
            out = "must contain a valid item";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "-nak kell legyen";
            if (n > 1) {
              out += "ek";
            }
            out += " a k\xF6vetkez\u0151 tulajdons\xE1ga";
            if (n != 1) {
              out += "i";
            }
            out += ": " + e.params.deps + ", ha van " + e.params.property + " tulajdons\xE1ga";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'must pass "' + e.keyword + '" keyword validation';
            }
            break;
          case "enum":
            out = "egyenl\u0151 kell legyen valamely el\u0151re meghat\xE1rozott \xE9rt\xE9kkel";
            break;
          case "false schema":
            out = "boolean schema is false";
            break;
          case "format":
            out = 'meg kell feleljen a k\xF6vetkez\u0151 form\xE1tumnak: "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "kell legyen " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "nem lehet t\xF6bb, mint " + n + " eleme";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "nem lehet hosszabb, mint " + n + " szimb\xF3lum";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "nem lehet t\xF6bb, mint " + n + " tulajdons\xE1ga";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "kell legyen " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "nem lehet kevesebb, mint " + n + " eleme";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "nem lehet r\xF6videbb, mint " + n + " szimb\xF3lum";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "nem lehet kevesebb, mint " + n + " tulajdons\xE1ga";
            break;
          case "multipleOf":
            out = "a t\xF6bbsz\xF6r\xF6se kell legyen a k\xF6vetkez\u0151 sz\xE1mnak: " + e.params.multipleOf;
            break;
          case "not":
            out = 'nem lehet \xE9rv\xE9nyes a "not" alaknak megfelel\u0151en';
            break;
          case "oneOf":
            out = 'meg kell feleljen pontosan egy "oneOf" alaknak';
            break;
          case "pattern":
            out = 'meg kell feleljen a k\xF6vetkez\u0151 mint\xE1nak: "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'must have property matching pattern "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "property name is invalid";
            break;
          case "required":
            out = "kell legyen " + e.params.missingProperty + " tulajdons\xE1ga";
            break;
          case "type":
            out = "" + e.params.type + " kell legyen";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "nem lehetnek azonos elemei (" + e.params.j + " \xE9s " + e.params.i + " elemek azonosak)";
            break;
          default:
            out = 'must pass "' + e.keyword + '" keyword validation';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/id/index.js
var require_id = __commonJS({
  "node_modules/ajv-i18n/localize/id/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_id(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh memiliki lebih dari " + n + " item";
            break;
          case "additionalProperties":
            out = "tidak boleh memiliki properti tambahan";
            break;
          case "anyOf":
            out = 'harus cocok dengan beberapa skema pada "anyOf"';
            break;
          case "const":
            out = "harus sama dengan konstan";
            break;
          case "contains":
            out = "harus berisi item yang valid";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += " harus memiliki properti " + e.params.deps + " ketika properti " + e.params.property + " hadir";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'harus lulus validasi kata kunci "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "harus sama dengan salah satu dari nilai yang telah ditentukan";
            break;
          case "false schema":
            out = "skema boolean salah";
            break;
          case "format":
            out = 'harus cocok dengan format "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "harus " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "harus " + cond;
            break;
          case "if":
            out = 'harus cocok dengan skema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "harus " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh memiliki lebih dari " + n + " item";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh lebih dari " + n + " karakter";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh memiliki lebih dari " + n + " properti";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "harus " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh kurang dari " + n + " item";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh lebih pendek dari " + n + " karakter";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += " tidak boleh kurang dari " + n + " properti";
            break;
          case "multipleOf":
            out = "harus merupakan kelipatan dari " + e.params.multipleOf;
            break;
          case "not":
            out = 'tidak boleh valid sesuai dengan skema pada "not"';
            break;
          case "oneOf":
            out = 'harus sama persis dengan satu skema pada "oneOf"';
            break;
          case "pattern":
            out = 'harus cocok dengan pola "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'harus memiliki pola pencocokan properti "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "nama properti tidak valid";
            break;
          case "required":
            out = "harus memiliki properti " + e.params.missingProperty;
            break;
          case "type":
            out = "harus berupa " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "tidak boleh memiliki item duplikat (item ## " + e.params.j + " dan " + e.params.i + " identik)";
            break;
          default:
            out = 'harus lulus validasi kata kunci "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/it/index.js
var require_it = __commonJS({
  "node_modules/ajv-i18n/localize/it/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_it(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "non dovrebbe avere pi\xF9 di " + n + " element";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "additionalProperties":
            out = "non deve avere attributi aggiuntivi";
            break;
          case "anyOf":
            out = 'deve corrispondere ad uno degli schema in "anyOf"';
            break;
          case "const":
            out = "deve essere uguale alla costante";
            break;
          case "contains":
            out = "deve contentere un elemento valido";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "dovrebbe avere ";
            if (n == 1) {
              out += "l'";
            } else {
              out += "gli ";
            }
            out += "attribut";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            out += " " + e.params.deps + " quando l'attributo " + e.params.property + " \xE8 presente";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'il tag "' + e.params.tag + '" deve essere di tipo stringa';
                break;
              case "mapping":
                out = 'il valore del tag "' + e.params.tag + '" deve essere nei oneOf';
                break;
              default:
                out = 'deve essere valido secondo il criterio "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "deve essere uguale ad uno dei valori consentiti";
            break;
          case "false schema":
            out = "lo schema booleano \xE8 falso";
            break;
          case "format":
            out = 'deve corrispondere al formato "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve essere " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve essere " + cond;
            break;
          case "if":
            out = 'deve corrispondere allo schema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve essere " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "non deve avere pi\xF9 di " + n + " element";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "non deve essere pi\xF9 lungo di " + n + " caratter";
            if (n == 1) {
              out += "e";
            } else {
              out += "i";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "non deve avere pi\xF9 di " + n + " attribut";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve essere " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "non deve avere meno di " + n + " element";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "non deve essere meno lungo di " + n + " caratter";
            if (n == 1) {
              out += "e";
            } else {
              out += "i";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "non deve avere meno di " + n + " attribut";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "multipleOf":
            out = "deve essere un multiplo di " + e.params.multipleOf;
            break;
          case "not":
            out = 'non deve essere valido in base allo schema di "non"';
            break;
          case "oneOf":
            out = 'deve corrispondere esattamente ad uno degli schema in "oneOf"';
            break;
          case "pattern":
            out = 'deve corrispondere al formato "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'deve avere un attributo che corrisponda al formato "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "il nome dell'attritbuto non \xE8 valido";
            break;
          case "required":
            out = "deve avere l'attributo obbligatorio " + e.params.missingProperty;
            break;
          case "type":
            out = "deve essere di tipo " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "non deve avere pi\xF9 di " + n + " elementi";
            if (n == 1) {
              out += "o";
            } else {
              out += "i";
            }
            break;
          case "unevaluatedProperties":
            out = "non deve avere attributi non valutati";
            break;
          case "uniqueItems":
            out = "non deve avere duplicati (gli elementi ## " + e.params.j + " e " + e.params.i + " sono uguali)";
            break;
          default:
            out = 'deve essere valido secondo il criterio "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/ja/index.js
var require_ja = __commonJS({
  "node_modules/ajv-i18n/localize/ja/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_ja(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u4EE5\u4E0A\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "additionalProperties":
            out = "\u8FFD\u52A0\u3057\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "anyOf":
            out = '"anyOf"\u306E\u30B9\u30AD\u30FC\u30DE\u3068\u30DE\u30C3\u30C1\u3057\u306A\u304F\u3066\u306F\u3044\u3051\u306A\u3044';
            break;
          case "const":
            out = "must be equal to constant";
            break;
          case "contains":
            out = "must contain a valid item";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "" + e.params.property + "\u304C\u3042\u308B\u5834\u5408\u3001";
            var n = e.params.depsCount;
            out += "\u306F" + e.params.deps + "\u3092\u3064\u3051\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'must pass "' + e.keyword + '" keyword validation';
            }
            break;
          case "enum":
            out = "\u4E8B\u524D\u306B\u5B9A\u7FA9\u3055\u308C\u305F\u5024\u306E\u3044\u305A\u308C\u304B\u306B\u7B49\u3057\u304F\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "false schema":
            out = "boolean schema is false";
            break;
          case "format":
            out = '"' + e.params.format + '"\u5F62\u5F0F\u306B\u63C3\u3048\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "must be " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += cond + "\u3067\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u500B\u4EE5\u4E0A\u3067\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u6587\u5B57\u4EE5\u4E0A\u3067\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u500B\u4EE5\u4E0A\u306E\u30D7\u30ED\u30D1\u30C6\u30A3\u3092\u6709\u3057\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += cond + "\u3067\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u500B\u4EE5\u4E0B\u3067\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u6587\u5B57\u4EE5\u4E0B\u3067\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\u306F" + n + "\u500B\u4EE5\u4E0B\u306E\u30D7\u30ED\u30D1\u30C6\u30A3\u3092\u6709\u3057\u3066\u306F\u3044\u3051\u306A\u3044";
            break;
          case "multipleOf":
            out = "" + e.params.multipleOf + "\u306E\u500D\u6570\u3067\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "not":
            out = '"not"\u306E\u30B9\u30AD\u30FC\u30DE\u306B\u5F93\u3063\u3066\u6709\u52B9\u3068\u3057\u3066\u306F\u3044\u3051\u306A\u3044';
            break;
          case "oneOf":
            out = '"oneOf"\u306E\u30B9\u30AD\u30FC\u30DE\u3068\u5B8C\u5168\u306B\u4E00\u81F4\u3057\u306A\u304F\u3066\u306F\u3044\u3051\u306A\u3044';
            break;
          case "pattern":
            out = '"' + e.params.pattern + '"\u306E\u30D1\u30BF\u30FC\u30F3\u3068\u4E00\u81F4\u3057\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044';
            break;
          case "patternRequired":
            out = 'must have property matching pattern "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "property name is invalid";
            break;
          case "required":
            out = "\u5FC5\u8981\u306A\u30D7\u30ED\u30D1\u30C6\u30A3" + e.params.missingProperty + "\u304C\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "type":
            out = "" + e.params.type + "\u3067\u306A\u3051\u308C\u3070\u3044\u3051\u306A\u3044";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "\u91CD\u8907\u3059\u308B\u30A2\u30A4\u30C6\u30E0\u304C\u3042\u3063\u3066\u306F\u3044\u3051\u306A\u3044\uFF08" + e.params.j + "\u3068" + e.params.i + "\u306F\u540C\u3058\u3067\u3042\u308B\uFF09";
            break;
          default:
            out = 'must pass "' + e.keyword + '" keyword validation';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/ko/index.js
var require_ko = __commonJS({
  "node_modules/ajv-i18n/localize/ko/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_ko(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += " \uD56D\uBAA9\uC740 \uC544\uC774\uD15C\uC744 " + n + "\uAC1C \uC774\uC0C1 \uAC00\uC9C8 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4";
            break;
          case "additionalProperties":
            out = "\uCD94\uAC00\uC801\uC778 \uC18D\uC131\uC740 \uD5C8\uC6A9\uB418\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4";
            break;
          case "anyOf":
            out = '"anyOf"\uC758 \uC2A4\uD0A4\uB9C8\uC640 \uC77C\uCE58\uD574\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "const":
            out = "\uC0C1\uC218\uC640 \uAC19\uC544\uC57C\uD569\uB2C8\uB2E4";
            break;
          case "contains":
            out = "\uC62C\uBC14\uB978 \uC544\uC774\uD15C\uC744 \uD3EC\uD568\uD574\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += e.params.property + "\uC18D\uC131\uC774 \uC788\uB294 \uACBD\uC6B0, " + e.params.deps + " \uC18D\uC131\uC774 \uC788\uC5B4\uC57C\uD569\uB2C8\uB2E4";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = '"' + e.params.tag + '"\uD0DC\uADF8\uB294 \uBC18\uB4DC\uC2DC \uBB38\uC790\uC5F4\uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4';
                break;
              case "mapping":
                out = '"' + e.params.tag + '"\uD0DC\uADF8\uC758 \uAC12\uC740 \uBC18\uB4DC\uC2DC oneOf\uC5D0 \uC788\uC5B4\uC57C \uD569\uB2C8\uB2E4';
                break;
              default:
                out = '"' + e.keyword + '"\uD0A4\uC6CC\uB4DC \uAC80\uC0AC\uB97C \uD1B5\uACFC\uD574\uC57C \uD569\uB2C8\uB2E4';
            }
            break;
          case "enum":
            out = "\uBBF8\uB9AC \uC815\uC758\uB41C \uAC12\uC911 \uD558\uB098\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "false schema":
            out = "boolean \uC2A4\uD0A4\uB9C8\uB294 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4";
            break;
          case "format":
            out = '"' + e.params.format + '" \uD3EC\uB9F7\uACFC \uC77C\uCE58\uD574\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " " + cond + " \uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " " + cond + " \uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "if":
            out = '"' + e.params.failingKeyword + '" \uC2A4\uD0A4\uB9C8\uC640 \uC77C\uCE58\uD574\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " " + cond + " \uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\uC544\uC774\uD15C\uC774 \uCD5C\uB300 " + n + "\uAC1C\uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\uCD5C\uB300 " + n + "\uAE00\uC790\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\uC18D\uC131\uC740 \uCD5C\uB300 " + n + "\uAC1C \uC774\uB0B4\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += " " + cond + " \uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\uC544\uC774\uD15C\uC774 \uCD5C\uC18C " + n + "\uAC1C\uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\uCD5C\uC18C " + n + "\uAE00\uC790\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\uC18D\uC131\uC740 \uCD5C\uC18C " + n + "\uAC1C \uC774\uC0C1\uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "multipleOf":
            out = "" + e.params.multipleOf + "\uC758 \uBC30\uC218\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "not":
            out = '"not"\uC2A4\uD0A4\uB9C8\uC5D0 \uB530\uB77C \uC720\uD6A8\uD558\uC9C0 \uC54A\uC544\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "oneOf":
            out = '"oneOf" \uC2A4\uD0A4\uB9C8\uC911 \uD558\uB098\uC640 \uC815\uD655\uD558\uAC8C \uC77C\uCE58\uD574\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "pattern":
            out = '"' + e.params.pattern + '"\uD328\uD134\uACFC \uC77C\uCE58\uD574\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "patternRequired":
            out = '"' + e.params.missingPattern + '"\uD328\uD134\uACFC \uC77C\uCE58\uD558\uB294 \uC18D\uC131\uC744 \uAC00\uC838\uC57C \uD569\uB2C8\uB2E4';
            break;
          case "propertyNames":
            out = "\uC18D\uC131\uBA85\uC774 \uC62C\uBC14\uB974\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4";
            break;
          case "required":
            out = "" + e.params.missingProperty + " \uC18D\uC131\uC740 \uD544\uC218\uC785\uB2C8\uB2E4";
            break;
          case "type":
            out = "" + e.params.type + "\uC774\uC5EC\uC57C \uD569\uB2C8\uB2E4";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "\uD56D\uBAA9\uC774 " + n + "\uAC1C \uC544\uC774\uD15C\uC744 \uCD08\uACFC\uD558\uBA74 \uC548\uB429\uB2C8\uB2E4";
            break;
          case "unevaluatedProperties":
            out = "\uD3C9\uAC00\uB418\uC9C0 \uC54A\uC740 \uC18D\uC131\uC774 \uC5C6\uC5B4\uC57C\uD569\uB2C8\uB2E4.";
            break;
          case "uniqueItems":
            out = "\uC911\uBCF5 \uC544\uC774\uD15C\uC774 \uC5C6\uC5B4\uC57C \uD569\uB2C8\uB2E4 (\uC544\uC774\uD15C" + e.params.j + "\uACFC \uC544\uC774\uD15C" + e.params.i + "\uAC00 \uB3D9\uC77C\uD569\uB2C8\uB2E4)";
            break;
          default:
            out = '"' + e.keyword + '"\uD0A4\uC6CC\uB4DC \uAC80\uC0AC\uB97C \uD1B5\uACFC\uD574\uC57C \uD569\uB2C8\uB2E4';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/nb/index.js
var require_nb = __commonJS({
  "node_modules/ajv-i18n/localize/nb/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_nb(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "kan ikke ha mer enn " + n + " element";
            if (n != 1) {
              out += "er";
            }
            break;
          case "additionalProperties":
            out = "kan ikke ha flere egenskaper";
            break;
          case "anyOf":
            out = 'm\xE5 samsvare med et schema i "anyOf"';
            break;
          case "const":
            out = "m\xE5 v\xE6re lik konstanten";
            break;
          case "contains":
            out = "m\xE5 inneholde et gyldig element";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "m\xE5 ha egenskapen";
            if (n != 1) {
              out += "e";
            }
            out += " " + e.params.deps + " n\xE5r egenskapen " + e.params.property + " er angitt";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = "m\xE5 samsvare med valideringen for " + e.keyword;
            }
            break;
          case "enum":
            out = "m\xE5 v\xE6re lik en av de forh\xE5ndsdefinerte verdiene";
            break;
          case "false schema":
            out = "boolsk schema er usannt";
            break;
          case "format":
            out = 'm\xE5 stemme overens med formatet "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "m\xE5 v\xE6re " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "m\xE5 v\xE6re " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "m\xE5 v\xE6re " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "kan ikke ha fler enn " + n + " element";
            if (n != 1) {
              out += "er";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "kan ikke v\xE6re lengre enn " + n + " tegn";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "kan ikke ha mer enn " + n + " egenskap";
            if (n != 1) {
              out += "er";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "m\xE5 v\xE6re " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "kan ikke ha f\xE6rre enn " + n + " element";
            if (n != 1) {
              out += "er";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "kan ikke v\xE6re kortere enn " + n + " tegn";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "kan ikke ha mindre enn " + n + " egenskap";
            if (n != 1) {
              out += "er";
            }
            break;
          case "multipleOf":
            out = "m\xE5 v\xE6re et multiplum av " + e.params.multipleOf;
            break;
          case "not":
            out = 'kan ikke samsvare med schema i "not"';
            break;
          case "oneOf":
            out = 'm\xE5 samsvare med n\xF8yaktig ett schema i "oneOf"';
            break;
          case "pattern":
            out = 'm\xE5 samsvare med m\xF8nsteret "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'm\xE5 ha en egenskap som samsvarer med m\xF8nsteret "' + e.params.missingPattern;
            break;
          case "propertyNames":
            out = "egenskapen med navnet '";
            e.params.propertyNameout += "' er ugyldig";
            break;
          case "required":
            out = "m\xE5 ha den p\xE5krevde egenskapen " + e.params.missingProperty;
            break;
          case "type":
            out = "";
            var t = e.params.type;
            out += "m\xE5 v\xE6re ";
            if (t == "number") {
              out += "et tall";
            } else if (t == "integer") {
              out += "et heltall";
            } else if (t == "string") {
              out += "en streng";
            } else if (t == "boolean") {
              out += "ja eller nei";
            } else {
              out += t;
            }
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "kan ikke ha duplikate elemeneter (elementene ## " + e.params.j + " og " + e.params.i + " er identiske)";
            break;
          default:
            out = "m\xE5 samsvare med valideringen for " + e.keyword;
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/nl/index.js
var require_nl = __commonJS({
  "node_modules/ajv-i18n/localize/nl/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_nl(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "mag niet meer dan " + n + " item";
            if (n != 1) {
              out += "s";
            }
            out += " bevatten";
            break;
          case "additionalProperties":
            out = "mag geen extra eigenschappen bevatten";
            break;
          case "anyOf":
            out = 'moet overeenkomen met een schema in "anyOf"';
            break;
          case "const":
            out = "moet gelijk zijn aan constante";
            break;
          case "contains":
            out = "moet een geldig item bevatten";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "moet de eigenschap";
            if (n != 1) {
              out += "pen";
            }
            out += " " + e.params.deps + " bevatten als " + e.params.property + " is gedefinieerd";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" moet een tekenreeks zijn';
                break;
              case "mapping":
                out = 'de waarde van het veld "' + e.params.tag + '" moet voorkomen in de oneOf';
                break;
              default:
                out = 'moet sleutelwoord validatie "' + e.keyword + '" doorstaan';
            }
            break;
          case "enum":
            out = "moet overeenkomen met \xE9\xE9n van de voorgedefinieerde waarden";
            break;
          case "false schema":
            out = "boolean schema is fout";
            break;
          case "format":
            out = 'moet overeenkomen met het volgende formaat: "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "moet " + cond + " zijn";
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "moet " + cond + " zijn";
            break;
          case "if":
            out = 'moet overeenkomen met "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "moet " + cond + " zijn";
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "mag niet meer dan " + n + " item";
            if (n != 1) {
              out += "s";
            }
            out += " bevatten";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "mag niet langer dan " + n + " karakter";
            if (n != 1) {
              out += "s";
            }
            out += " zijn";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "mag niet meer dan " + n + " eigenschap";
            if (n != 1) {
              out += "pen";
            }
            out += " bevatten";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "moet " + cond + " zijn";
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "mag niet minder dan " + n + " item";
            if (n != 1) {
              out += "s";
            }
            out += " bevatten";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "mag niet korter dan " + n + " karakter";
            if (n != 1) {
              out += "s";
            }
            out += " zijn";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "mag niet minder dan " + n + " eigenschap";
            if (n != 1) {
              out += "pen";
            }
            out += " bevatten";
            break;
          case "multipleOf":
            out = "moet een veelvoud van " + e.params.multipleOf + " zijn";
            break;
          case "not":
            out = 'mag niet overeenkomen met een schema in "not"';
            break;
          case "oneOf":
            out = 'moet overeenkomen met \xE9\xE9n schema in "oneOf"';
            break;
          case "pattern":
            out = 'moet overeenkomen met het volgende patroon: "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'moet een eigenschap bevatten die overeenkomt met het pattroon: "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "eigenschapnaam is ongeldig";
            break;
          case "required":
            out = "moet de eigenschap " + e.params.missingProperty + " bevatten";
            break;
          case "type":
            out = "";
            var t = e.params.type;
            out += "moet een ";
            if (t == "number") {
              out += "nummer";
            } else if (t == "integer") {
              out += "geheel getal";
            } else if (t == "string") {
              out += "tekenreeks";
            } else if (t == "boolean") {
              out += "ja of nee waarde";
            }
            out += " (" + t + ") bevatten";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "mag niet meer dan " + n + " item";
            if (n != 1) {
              out += "s";
            }
            out += " bevatten";
            break;
          case "unevaluatedProperties":
            out = "mag geen ongecontroleerde eigenschappen bevatten";
            break;
          case "uniqueItems":
            out = "mag geen gedupliceerde items bevatten (items ## " + e.params.j + " en " + e.params.i + " zijn identiek)";
            break;
          default:
            out = 'moet sleutelwoord validatie "' + e.keyword + '" doorstaan';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/pl/index.js
var require_pl = __commonJS({
  "node_modules/ajv-i18n/localize/pl/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_pl(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "nie powinien mie\u0107 wi\u0119cej ni\u017C " + n + " element";
            if (n == 1) {
              out += "u";
            } else {
              out += "\xF3w";
            }
            break;
          case "additionalProperties":
            out = "nie powinien zawiera\u0107 dodatkowych p\xF3l";
            break;
          case "anyOf":
            out = 'powinien pasowa\u0107 do wzoru z sekcji "anyOf"';
            break;
          case "const":
            out = "powinien by\u0107 r\xF3wny sta\u0142ej";
            break;
          case "contains":
            out = "must contain a valid item";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "powinien zawiera\u0107 pol";
            if (n == 1) {
              out += "e";
            } else {
              out += "a";
            }
            out += " " + e.params.deps + " kiedy pole " + e.params.property + " jest obecne";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'powinien przej\u015B\u0107 walidacj\u0119 "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "powinien by\u0107 r\xF3wny jednej z predefiniowanych warto\u015Bci";
            break;
          case "false schema":
            out = "boolean schema is false";
            break;
          case "format":
            out = 'powinien zgadza\u0107 si\u0119 z formatem "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "powinien by\u0107 " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "powinien by\u0107 " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "powinien by\u0107 " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "nie powinien mie\u0107 wi\u0119cej ni\u017C " + n + " element";
            if (n == 1) {
              out += "u";
            } else {
              out += "\xF3w";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "nie powinien by\u0107 d\u0142u\u017Cszy ni\u017C " + n + " znak";
            if (n != 1) {
              out += "\xF3w";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "nie powinien zawiera\u0107 wi\u0119cej ni\u017C " + n + " ";
            if (n == 1) {
              out += "pole";
            } else {
              out += "p\xF3l";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "powinien by\u0107 " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "nie powinien mie\u0107 mniej ni\u017C " + n + " element";
            if (n == 1) {
              out += "u";
            } else {
              out += "\xF3w";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "nie powinien by\u0107 kr\xF3tszy ni\u017C " + n + " znak";
            if (n != 1) {
              out += "\xF3w";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "nie powinien zawiera\u0107 mniej ni\u017C " + n + " ";
            if (n == 1) {
              out += "pole";
            } else {
              out += "p\xF3l";
            }
            break;
          case "multipleOf":
            out = "powinien by\u0107 wielokrotno\u015Bci\u0105 " + e.params.multipleOf;
            break;
          case "not":
            out = 'nie powinien pasowa\u0107 do wzoru z sekcji "not"';
            break;
          case "oneOf":
            out = 'powinien pasowa\u0107 do jednego wzoru z sekcji "oneOf"';
            break;
          case "pattern":
            out = 'powinien zgadza\u0107 si\u0119 ze wzorem "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'powinien mie\u0107 pole pasuj\u0105ce do wzorca "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "property name is invalid";
            break;
          case "required":
            out = "powinien zawiera\u0107 wymagane pole " + e.params.missingProperty;
            break;
          case "type":
            out = "powinien by\u0107 " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "nie powinien zawiera\u0107 element\xF3w kt\xF3re si\u0119 powtarzaj\u0105 (elementy " + e.params.j + " i " + e.params.i + " s\u0105 identyczne)";
            break;
          default:
            out = 'powinien przej\u015B\u0107 walidacj\u0119 "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/pt-BR/index.js
var require_pt_BR = __commonJS({
  "node_modules/ajv-i18n/localize/pt-BR/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_pt_BR(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "n\xE3o s\xE3o permitidos itens adicionais (mais do que " + n + ")";
            break;
          case "additionalProperties":
            out = "n\xE3o s\xE3o permitidas propriedades adicionais";
            break;
          case "anyOf":
            out = 'os dados n\xE3o correspondem a nenhum schema de "anyOf"';
            break;
          case "const":
            out = "deve ser igual \xE0 constante";
            break;
          case "contains":
            out = "deve conter um item v\xE1lido";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += " deve ter propriedade";
            if (n != 1) {
              out += "s";
            }
            out += " " + e.params.deps + " quando a propriedade " + e.params.property + " estiver presente";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'a tag "' + e.params.tag + '" deve ser uma string';
                break;
              case "mapping":
                out = 'o valor da tag "' + e.params.tag + '" deve estar no oneOf';
                break;
              default:
                out = 'deve passar a valida\xE7\xE3o da keyword "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "deve ser igual a um dos valores permitidos";
            break;
          case "false schema":
            out = 'o schema booleano \xE9 "false"';
            break;
          case "format":
            out = 'deve corresponder ao formato "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve ser " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve ser " + cond;
            break;
          case "if":
            out = 'deve corresponder ao schema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve ser " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ter mais que " + n + " elemento";
            if (n != 1) {
              out += "s";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ser maior que " + n + " caracter";
            if (n != 1) {
              out += "es";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ter mais que " + n + " propriedade";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "deve ser " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ter menos que " + n + " elemento";
            if (n != 1) {
              out += "s";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ser mais curta que " + n + " caracter";
            if (n != 1) {
              out += "es";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "n\xE3o deve ter menos que " + n + " propriedade";
            if (n != 1) {
              out += "s";
            }
            break;
          case "multipleOf":
            out = "deve ser m\xFAltiplo de " + e.params.multipleOf;
            break;
          case "not":
            out = 'n\xE3o deve ser valido segundo o schema em "not"';
            break;
          case "oneOf":
            out = 'deve corresponder exatamente com um schema em "oneOf"';
            break;
          case "pattern":
            out = 'deve corresponder ao padr\xE3o "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'deve ter a propriedade correspondente ao padr\xE3o "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "o nome da propriedade \xE9 inv\xE1lido";
            break;
          case "required":
            out = "deve ter a propriedade obrigat\xF3ria " + e.params.missingProperty;
            break;
          case "type":
            out = "";
            var t = e.params.type;
            out += "deve ser ";
            if (t == "number") {
              out += "um n\xFAmero";
            } else if (t == "integer") {
              out += "um n\xFAmero inteiro";
            } else if (t == "string") {
              out += "um texto";
            } else if (t == "boolean") {
              out += "um booleano";
            } else {
              out += t;
            }
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "n\xE3o pode possuir mais que " + n + " ";
            if (n == 1) {
              out += "item";
            } else {
              out += "itens";
            }
            break;
          case "unevaluatedProperties":
            out = "n\xE3o pode possuir propridades n\xE3o avaliadas";
            break;
          case "uniqueItems":
            out = "n\xE3o deve ter itens duplicados (os itens ## " + e.params.j + " e " + e.params.i + " s\xE3o id\xEAnticos)";
            break;
          default:
            out = 'deve passar a valida\xE7\xE3o da keyword "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/ru/index.js
var require_ru = __commonJS({
  "node_modules/ajv-i18n/localize/ru/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_ru(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u0431\u043E\u043B\u0435\u0435, \u0447\u0435\u043C " + n + " \u044D\u043B\u0435\u043C\u0435\u043D\u0442";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "additionalProperties":
            out = "\u043D\u0435 \u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u0434\u043E\u043F\u043E\u043B\u043D\u0438\u0442\u0435\u043B\u044C\u043D\u044B\u0445 \u043F\u043E\u043B\u0435\u0439";
            break;
          case "anyOf":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u043E\u0434\u043D\u043E\u0439 \u0438\u0445 \u0441\u0445\u0435\u043C \u0432 "anyOf"';
            break;
          case "const":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u0440\u0430\u0432\u043D\u043E \u0437\u0430\u0434\u0430\u043D\u043D\u043E\u043C\u0443 \u0437\u043D\u0430\u0447\u0435\u043D\u0438\u044E";
            break;
          case "contains":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u0434\u0435\u0440\u0436\u0430\u0442\u044C \u0437\u043D\u0430\u0447\u0435\u043D\u0438\u0435 \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u0443\u044E\u0449\u0435\u0435 \u0441\u0445\u0435\u043C\u0435";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043F\u043E\u043B";
            if (n == 1) {
              out += "\u0435";
            } else {
              out += "\u044F";
            }
            out += " " + e.params.deps + ", \u043A\u043E\u0433\u0434\u0430 \u043F\u0440\u0438\u0441\u0443\u0442\u0441\u0442\u0432\u0443\u0435\u0442 \u043F\u043E\u043B\u0435 " + e.params.property;
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = '\u043F\u043E\u043B\u0435 "' + e.params.tag + '" \u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u0441\u0442\u0440\u043E\u043A\u043E\u0439';
                break;
              case "mapping":
                out = '\u0437\u043D\u0430\u0447\u0435\u043D\u0438\u0435 \u043F\u043E\u043B\u044F "' + e.params.tag + '" \u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u0432 \u043E\u0434\u043D\u043E\u0439 \u0438\u0437 oneOf \u0441\u0445\u0435\u043C ';
                break;
              default:
                out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u043F\u0440\u0430\u0432\u0438\u043B\u0443 "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u0440\u0430\u0432\u043D\u043E \u043E\u0434\u043D\u043E\u043C\u0443 \u0438\u0437 \u0440\u0430\u0437\u0440\u0435\u0448\u0435\u043D\u043D\u044B\u0445 \u0437\u043D\u0430\u0447\u0435\u043D\u0438\u0439";
            break;
          case "false schema":
            out = "\u0441\u0445\u0435\u043C\u0430 \u0440\u0430\u0432\u043D\u0430 false";
            break;
          case "format":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u0444\u043E\u0440\u043C\u0430\u0442\u0443 "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C " + cond;
            break;
          case "if":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u0441\u0445\u0435\u043Ce "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u0431\u043E\u043B\u0435\u0435, \u0447\u0435\u043C " + n + " \u044D\u043B\u0435\u043C\u0435\u043D\u0442";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u043D\u0435 \u0434\u043B\u0438\u043D\u043D\u0435\u0435, \u0447\u0435\u043C " + n + " \u0441\u0438\u043C\u0432\u043E\u043B";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u0431\u043E\u043B\u0435\u0435, \u0447\u0435\u043C " + n + " \u043F\u043E\u043B";
            if (n == 1) {
              out += "\u0435";
            } else if (n >= 2 && n <= 4) {
              out += "\u044F";
            } else {
              out += "\u0435\u0439";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u043C\u0435\u043D\u0435\u0435, \u0447\u0435\u043C " + n + " \u044D\u043B\u0435\u043C\u0435\u043D\u0442";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u043D\u0435 \u043A\u043E\u0440\u043E\u0447\u0435, \u0447\u0435\u043C " + n + " \u0441\u0438\u043C\u0432\u043E\u043B";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u043C\u0435\u043D\u0435\u0435, \u0447\u0435\u043C " + n + " \u043F\u043E\u043B";
            if (n == 1) {
              out += "\u0435";
            } else if (n >= 2 && n <= 4) {
              out += "\u044F";
            } else {
              out += "\u0435\u0439";
            }
            break;
          case "multipleOf":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C \u043A\u0440\u0430\u0442\u043D\u044B\u043C " + e.params.multipleOf;
            break;
          case "not":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u043D\u0435 \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u0441\u0445\u0435\u043C\u0435 \u0432 "not"';
            break;
          case "oneOf":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u0432 \u0442\u043E\u0447\u043D\u043E\u0441\u0442\u0438 \u043E\u0434\u043D\u043E\u0439 \u0441\u0445\u0435\u043Ce \u0432 "oneOf"';
            break;
          case "pattern":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u043E\u0431\u0440\u0430\u0437\u0446\u0443 "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043F\u043E\u043B\u0435, \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u0443\u044E\u0449\u0435\u0435 \u043E\u0431\u0440\u0430\u0437\u0446\u0443 "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "\u0438\u043C\u044F \u043F\u043E\u043B\u044F \u043D\u0435 \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u0443\u0435\u0442 \u0441\u0445\u0435\u043C\u0435";
            break;
          case "required":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043E\u0431\u044F\u0437\u0430\u0442\u0435\u043B\u044C\u043D\u043E\u0435 \u043F\u043E\u043B\u0435 " + e.params.missingProperty;
            break;
          case "type":
            out = "\u0434\u043E\u043B\u0436\u043D\u043E \u0431\u044B\u0442\u044C " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "\u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435 \u0431\u043E\u043B\u0435\u0435, \u0447\u0435\u043C " + n + " \u044D\u043B\u0435\u043C\u0435\u043D\u0442";
            if (n >= 2 && n <= 4) {
              out += "\u0430";
            } else if (n != 1) {
              out += "\u043E\u0432";
            }
            break;
          case "unevaluatedProperties":
            out = "\u043D\u0435 \u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043D\u0435\u043F\u0440\u043E\u0432\u0435\u0440\u0435\u043D\u043D\u044B\u0445 \u043F\u043E\u043B\u0435\u0439";
            break;
          case "uniqueItems":
            out = "\u043D\u0435 \u0434\u043E\u043B\u0436\u043D\u043E \u0438\u043C\u0435\u0442\u044C \u043F\u043E\u0432\u0442\u043E\u0440\u044F\u044E\u0449\u0438\u0445\u0441\u044F \u044D\u043B\u0435\u043C\u0435\u043D\u0442\u043E\u0432 (\u044D\u043B\u0435\u043C\u0435\u043D\u0442\u044B " + e.params.j + " \u0438 " + e.params.i + " \u0438\u0434\u0435\u043D\u0442\u0438\u0447\u043D\u044B)";
            break;
          default:
            out = '\u0434\u043E\u043B\u0436\u043D\u043E \u0441\u043E\u043E\u0442\u0432\u0435\u0442\u0441\u0442\u0432\u043E\u0432\u0430\u0442\u044C \u043F\u0440\u0430\u0432\u0438\u043B\u0443 "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/sk/index.js
var require_sk = __commonJS({
  "node_modules/ajv-i18n/localize/sk/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_sk(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "nem\xF4\u017Ee obsahova\u0165 viac, ne\u017E " + n + " prv";
            if (n == 1) {
              out += "ok";
            } else {
              out += "kov";
            }
            break;
          case "additionalProperties":
            out = "nem\xF4\u017Ee obsahova\u0165 \u010Fal\u0161ie polo\u017Eky";
            break;
          case "anyOf":
            out = 'mus\xED spl\u0148ova\u0165 aspo\u0148 jednu zo sch\xE9m v "anyOf"';
            break;
          case "const":
            out = "mus\xED by\u0165 kon\u0161tanta";
            break;
          case "contains":
            out = "mus\xED obsahova\u0165 prvok zodpovedaj\xFAci sch\xE9me";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += " mus\xED obsahova\u0165 polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "iek";
            } else {
              out += "ka";
            }
            out += ": " + e.params.deps + ", ak obsahuje " + e.params.property;
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'mus\xED splni\u0165 "' + e.keyword + '" valid\xE1ciu';
            }
            break;
          case "enum":
            out = "mus\xED by\u0165 jedna z definovan\xFDch hodn\xF4t";
            break;
          case "false schema":
            out = "sch\xE9ma je false";
            break;
          case "format":
            out = 'mus\xED obsahova\u0165 form\xE1t "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED by\u0165 " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED by\u0165 " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED by\u0165 " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "nesmie obsahova\u0165 viac ne\u017E " + n + " prv";
            if (n == 1) {
              out += "ok";
            } else {
              out += "kov";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "nesmie by\u0165 dlh\u0161\xED ne\u017E " + n + " znak";
            if (n != 1) {
              out += "ov";
            }
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "nesmie obsahova\u0165 viac ne\u017E " + n + " polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "iek";
            } else {
              out += "ka";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "mus\xED by\u0165 " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "nesmie obsahova\u0165 menej ne\u017E " + n + " prv";
            if (n == 1) {
              out += "ok";
            } else {
              out += "kov";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "nesmie by\u0165 krat\u0161\xED ne\u017E " + n + " znak";
            if (n != 1) {
              out += "ov";
            }
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "nesmie obsahova\u0165 menej ne\u017E " + n + " polo\u017E";
            if (n >= 2 && n <= 4) {
              out += "ky";
            } else if (n != 1) {
              out += "iek";
            } else {
              out += "ka";
            }
            break;
          case "multipleOf":
            out = "mus\xED by\u0165 n\xE1sobkom " + e.params.multipleOf;
            break;
          case "not":
            out = 'nesmie spl\u0148ova\u0165 sch\xE9mu v "not"';
            break;
          case "oneOf":
            out = 'mus\xED spl\u0148ova\u0165 pr\xE1ve jednu sch\xE9mu v "oneOf"';
            break;
          case "pattern":
            out = 'mus\xED spl\u0148ova\u0165 regul\xE1rny v\xFDraz "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'mus\xED obsahova\u0165 polo\u017Eku spl\u0148j\xFAcu regul\xE1rny v\xFDraz "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "n\xE1zov polo\u017Eky nezodpoved\xE1 sch\xE9me";
            break;
          case "required":
            out = "mus\xED obsahova\u0165 po\u017Eadovan\xFA polo\u017Eku " + e.params.missingProperty;
            break;
          case "type":
            out = "mus\xED by\u0165 " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "nesmie obsahova\u0165 duplicitn\xE9 prvky (prvky ## " + e.params.j + " a " + e.params.i + " s\xFA rovnak\xE9)";
            break;
          default:
            out = 'mus\xED splni\u0165 "' + e.keyword + '" valid\xE1ciu';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/sv/index.js
var require_sv = __commonJS({
  "node_modules/ajv-i18n/localize/sv/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_sv(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "borde ha fler \xE4n " + n + " sak";
            if (n != 1) {
              out += "er";
            }
            break;
          case "additionalProperties":
            out = "borde inte ha fler egenskaper";
            break;
          case "anyOf":
            out = 'borde matcha n\xE5got schema i "anyOf"';
            break;
          case "const":
            out = "b\xF6r vara en konstant";
            break;
          case "contains":
            out = "b\xF6r inneh\xE5lla ett giltigt objekt";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "borde ha egenskap";
            if (n != 1) {
              out += "er";
            }
            out += " " + e.params.deps + " n\xE4r egenskap " + e.params.property + " finns tillg\xE4ngligt";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" must be string';
                break;
              case "mapping":
                out = 'value of tag "' + e.params.tag + '" must be in oneOf';
                break;
              default:
                out = 'b\xF6r passera "' + e.keyword + '" nyckelord validering';
            }
            break;
          case "enum":
            out = "borde vara ekvivalent med en av dess f\xF6rdefinierade v\xE4rden";
            break;
          case "false schema":
            out = "boolean schema \xE4r falskt";
            break;
          case "format":
            out = 'borde matcha formatet "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "b\xF6r vara " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "b\xF6r vara " + cond;
            break;
          case "if":
            out = 'must match "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "borde vara " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "borde inte ha fler \xE4n " + n + " sak";
            if (n != 1) {
              out += "er";
            }
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "borde inte vara l\xE4ngre \xE4n " + n + " tecken";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "borde inte ha fler \xE4n " + n + " egenskap";
            if (n != 1) {
              out += "er";
            }
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "borde vara " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "borde inte ha f\xE4rre \xE4n " + n + " sak";
            if (n != 1) {
              out += "er";
            }
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "borde inte vara kortare \xE4n " + n + " tecken";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "borde inte ha f\xE4rre \xE4n " + n + " egenskap";
            if (n != 1) {
              out += "er";
            }
            break;
          case "multipleOf":
            out = "borde vara en multipel av " + e.params.multipleOf;
            break;
          case "not":
            out = 'borde inte vara giltigt enligt schema i "not"';
            break;
          case "oneOf":
            out = 'borde matcha exakt ett schema i "oneOf"';
            break;
          case "pattern":
            out = 'borde matcha m\xF6nstret "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = 'b\xF6r ha en egenskap som matchar m\xF6nstret "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "egenskap med namnet \xE4r inte giltig";
            break;
          case "required":
            out = "borde ha den n\xF6dv\xE4ndiga egenskapen " + e.params.missingProperty;
            break;
          case "type":
            out = "borde vara " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "must NOT have more than " + n + " item";
            if (n != 1) {
              out += "s";
            }
            break;
          case "unevaluatedProperties":
            out = "must NOT have unevaluated properties";
            break;
          case "uniqueItems":
            out = "borde inte ha duplicerade saker (sakerna ## " + e.params.j + " och " + e.params.i + " \xE4r identiska)";
            break;
          default:
            out = 'b\xF6r passera "' + e.keyword + '" nyckelord validering';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/th/index.js
var require_th = __commonJS({
  "node_modules/ajv-i18n/localize/th/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_th(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E44\u0E21\u0E48\u0E40\u0E01\u0E34\u0E19 " + n + " \u0E15\u0E31\u0E27";
            break;
          case "additionalProperties":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E44\u0E21\u0E48\u0E21\u0E35 property \u0E2D\u0E37\u0E48\u0E19\u0E46 \u0E19\u0E2D\u0E01\u0E40\u0E2B\u0E19\u0E35\u0E2D\u0E08\u0E32\u0E01\u0E17\u0E35\u0E48\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E44\u0E27\u0E49";
            break;
          case "anyOf":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E15\u0E23\u0E07\u0E01\u0E31\u0E1A\u0E2B\u0E19\u0E36\u0E48\u0E07\u0E43\u0E19 schema \u0E17\u0E35\u0E48\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E44\u0E27\u0E49\u0E43\u0E19 "anyOf"';
            break;
          case "const":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E40\u0E17\u0E48\u0E32\u0E01\u0E31\u0E1A\u0E04\u0E48\u0E32\u0E04\u0E07\u0E17\u0E35\u0E48";
            break;
          case "contains":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E17\u0E35\u0E48\u0E1C\u0E48\u0E32\u0E19\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02\u0E2D\u0E22\u0E39\u0E48";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "\u0E40\u0E21\u0E37\u0E48\u0E2D\u0E21\u0E35 property " + e.params.property + " \u0E41\u0E25\u0E49\u0E27\u0E08\u0E30\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35 property " + e.params.deps + " \u0E14\u0E49\u0E27\u0E22";
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = 'tag "' + e.params.tag + '" \u0E15\u0E49\u0E2D\u0E07\u0E40\u0E1B\u0E47\u0E19 string';
                break;
              case "mapping":
                out = '\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E04\u0E48\u0E32\u0E02\u0E2D\u0E07 tag "' + e.params.tag + '" \u0E43\u0E19 oneOf';
                break;
              default:
                out = '\u0E15\u0E49\u0E2D\u0E07\u0E1C\u0E48\u0E32\u0E19\u0E04\u0E35\u0E22\u0E4C\u0E40\u0E27\u0E34\u0E23\u0E4C\u0E14 "' + e.keyword + '"';
            }
            break;
          case "enum":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E15\u0E23\u0E07\u0E01\u0E31\u0E1A\u0E2B\u0E19\u0E36\u0E48\u0E07\u0E43\u0E19\u0E04\u0E48\u0E32\u0E17\u0E35\u0E48\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E44\u0E27\u0E49";
            break;
          case "false schema":
            out = "schema \u0E40\u0E1B\u0E47\u0E19 false";
            break;
          case "format":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E40\u0E1B\u0E47\u0E19\u0E23\u0E39\u0E1B\u0E41\u0E1A\u0E1A "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07 " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07 " + cond;
            break;
          case "if":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E15\u0E23\u0E07\u0E01\u0E31\u0E1A schema "' + e.params.failingKeyword + '"';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07 " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E44\u0E21\u0E48\u0E40\u0E01\u0E34\u0E19 " + n;
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E22\u0E32\u0E27\u0E44\u0E21\u0E48\u0E40\u0E01\u0E34\u0E19 " + n + " \u0E15\u0E31\u0E27\u0E2D\u0E31\u0E01\u0E29\u0E23";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35 property \u0E44\u0E21\u0E48\u0E40\u0E01\u0E34\u0E19 " + n + " \u0E15\u0E31\u0E27";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07 " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\u0E04\u0E27\u0E23\u0E21\u0E35\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E44\u0E21\u0E48\u0E19\u0E49\u0E2D\u0E22\u0E01\u0E27\u0E48\u0E32 " + n;
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E2D\u0E22\u0E48\u0E32\u0E07\u0E19\u0E49\u0E2D\u0E22 " + n + " \u0E15\u0E31\u0E27\u0E2D\u0E31\u0E01\u0E29\u0E23";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35 property \u0E2D\u0E22\u0E48\u0E32\u0E07\u0E19\u0E49\u0E2D\u0E22 " + n + " \u0E15\u0E31\u0E27";
            break;
          case "multipleOf":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E40\u0E1B\u0E47\u0E19\u0E40\u0E25\u0E02\u0E17\u0E35\u0E48\u0E2B\u0E32\u0E23 " + e.params.multipleOf + " \u0E25\u0E07\u0E15\u0E31\u0E27";
            break;
          case "not":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E44\u0E21\u0E48\u0E1C\u0E48\u0E32\u0E19 schema \u0E17\u0E35\u0E48\u0E01\u0E33\u0E2B\u0E19\u0E14\u0E44\u0E27\u0E49\u0E43\u0E19 "not"';
            break;
          case "oneOf":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E15\u0E23\u0E07\u0E01\u0E31\u0E1A schema \u0E15\u0E31\u0E27\u0E40\u0E14\u0E35\u0E22\u0E27\u0E43\u0E19 "oneOf" \u0E40\u0E17\u0E48\u0E32\u0E19\u0E31\u0E49\u0E19';
            break;
          case "pattern":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E15\u0E23\u0E07\u0E15\u0E32\u0E21 pattern "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35 property \u0E17\u0E35\u0E48\u0E21\u0E35\u0E0A\u0E37\u0E48\u0E2D\u0E15\u0E23\u0E07\u0E15\u0E32\u0E21 pattern "' + e.params.missingPattern + '"';
            break;
          case "propertyNames":
            out = "\u0E0A\u0E37\u0E48\u0E2D property \u0E44\u0E21\u0E48\u0E16\u0E39\u0E01\u0E15\u0E49\u0E2D\u0E07";
            break;
          case "required":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35 property " + e.params.missingProperty + " \u0E14\u0E49\u0E27\u0E22";
            break;
          case "type":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E40\u0E1B\u0E47\u0E19 " + e.params.type;
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E44\u0E21\u0E48\u0E40\u0E01\u0E34\u0E19 " + n + " \u0E15\u0E31\u0E27";
            break;
          case "unevaluatedProperties":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E44\u0E21\u0E48\u0E21\u0E35 property \u0E17\u0E35\u0E48\u0E22\u0E31\u0E07\u0E44\u0E21\u0E48\u0E44\u0E14\u0E49\u0E1C\u0E48\u0E32\u0E19\u0E01\u0E32\u0E23\u0E15\u0E23\u0E27\u0E08\u0E2A\u0E2D\u0E1A\u0E40\u0E07\u0E37\u0E48\u0E2D\u0E19\u0E44\u0E02\u0E43\u0E14\u0E46";
            break;
          case "uniqueItems":
            out = "\u0E15\u0E49\u0E2D\u0E07\u0E21\u0E35\u0E2A\u0E21\u0E32\u0E0A\u0E34\u0E01\u0E44\u0E21\u0E48\u0E0B\u0E49\u0E33\u0E31\u0E01\u0E31\u0E19 (\u0E25\u0E33\u0E14\u0E31\u0E1A\u0E17\u0E35\u0E48 " + e.params.j + " \u0E01\u0E31\u0E1A " + e.params.i + " \u0E0B\u0E49\u0E33\u0E01\u0E31\u0E19)";
            break;
          default:
            out = '\u0E15\u0E49\u0E2D\u0E07\u0E1C\u0E48\u0E32\u0E19\u0E04\u0E35\u0E22\u0E4C\u0E40\u0E27\u0E34\u0E23\u0E4C\u0E14 "' + e.keyword + '"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/zh/index.js
var require_zh = __commonJS({
  "node_modules/ajv-i18n/localize/zh/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_zh(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5141\u8BB8\u8D85\u8FC7" + n + "\u4E2A\u5143\u7D20";
            break;
          case "additionalProperties":
            out = "\u4E0D\u5141\u8BB8\u6709\u989D\u5916\u7684\u5C5E\u6027";
            break;
          case "anyOf":
            out = "\u6570\u636E\u5E94\u4E3A anyOf \u6240\u6307\u5B9A\u7684\u5176\u4E2D\u4E00\u4E2A";
            break;
          case "const":
            out = "\u5E94\u5F53\u7B49\u4E8E\u5E38\u91CF";
            break;
          case "contains":
            out = "\u5E94\u5F53\u5305\u542B\u4E00\u4E2A\u6709\u6548\u9879";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "\u5E94\u5F53\u62E5\u6709\u5C5E\u6027" + e.params.property + "\u7684\u4F9D\u8D56\u5C5E\u6027" + e.params.deps;
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = '\u6807\u7B7E "' + e.params.tag + '" \u7684\u7C7B\u578B\u5FC5\u987B\u4E3A\u5B57\u7B26\u4E32';
                break;
              case "mapping":
                out = '\u6807\u7B7E "' + e.params.tag + '" \u7684\u503C\u5FC5\u987B\u5728 oneOf \u4E4B\u4E2D';
                break;
              default:
                out = '\u5E94\u5F53\u901A\u8FC7 "' + e.keyword + ' \u5173\u952E\u8BCD\u6821\u9A8C"';
            }
            break;
          case "enum":
            out = "\u5E94\u5F53\u662F\u9884\u8BBE\u5B9A\u7684\u679A\u4E3E\u503C\u4E4B\u4E00";
            break;
          case "false schema":
            out = "\u5E03\u5C14\u6A21\u5F0F\u51FA\u9519";
            break;
          case "format":
            out = '\u5E94\u5F53\u5339\u914D\u683C\u5F0F "' + e.params.format + '"';
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u5E94\u5F53\u662F " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u5E94\u5F53\u662F " + cond;
            break;
          case "if":
            out = '\u5E94\u5F53\u5339\u914D\u6A21\u5F0F "' + e.params.failingKeyword + '" ';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u5E94\u5F53\u4E3A " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u591A\u4E8E " + n + " \u4E2A\u9879";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u591A\u4E8E " + n + " \u4E2A\u5B57\u7B26";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u6709\u591A\u4E8E " + n + " \u4E2A\u5C5E\u6027";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u5E94\u5F53\u4E3A " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u5C11\u4E8E " + n + " \u4E2A\u9879";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u5C11\u4E8E " + n + " \u4E2A\u5B57\u7B26";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u5E94\u6709\u5C11\u4E8E " + n + " \u4E2A\u5C5E\u6027";
            break;
          case "multipleOf":
            out = "\u5E94\u5F53\u662F " + e.params.multipleOf + " \u7684\u6574\u6570\u500D";
            break;
          case "not":
            out = '\u4E0D\u5E94\u5F53\u5339\u914D "not" schema';
            break;
          case "oneOf":
            out = '\u53EA\u80FD\u5339\u914D\u4E00\u4E2A "oneOf" \u4E2D\u7684 schema';
            break;
          case "pattern":
            out = '\u5E94\u5F53\u5339\u914D\u6A21\u5F0F "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = "\u5E94\u5F53\u6709\u5C5E\u6027\u5339\u914D\u6A21\u5F0F " + e.params.missingPattern;
            break;
          case "propertyNames":
            out = "\u5C5E\u6027\u540D \u65E0\u6548";
            break;
          case "required":
            out = "\u5E94\u5F53\u6709\u5FC5\u9700\u5C5E\u6027 " + e.params.missingProperty;
            break;
          case "type":
            out = "\u5E94\u5F53\u662F " + e.params.type + " \u7C7B\u578B";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += " \u4E0D\u5141\u8BB8\u6709\u8D85\u8FC7 " + n + " \u4E2A\u5143\u7D20";
            break;
          case "unevaluatedProperties":
            out = "\u4E0D\u5141\u8BB8\u5B58\u5728\u672A\u6C42\u503C\u7684\u5C5E\u6027";
            break;
          case "uniqueItems":
            out = "\u4E0D\u5E94\u5F53\u542B\u6709\u91CD\u590D\u9879 (\u7B2C " + e.params.j + " \u9879\u4E0E\u7B2C " + e.params.i + " \u9879\u662F\u91CD\u590D\u7684)";
            break;
          default:
            out = '\u5E94\u5F53\u901A\u8FC7 "' + e.keyword + ' \u5173\u952E\u8BCD\u6821\u9A8C"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/zh-TW/index.js
var require_zh_TW = __commonJS({
  "node_modules/ajv-i18n/localize/zh-TW/index.js"(exports, module) {
    "use strict";
    module.exports = function localize_zh_TW(errors) {
      if (!(errors && errors.length)) return;
      for (const e of errors) {
        let out;
        switch (e.keyword) {
          case "additionalItems":
          case "items":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u53EF\u4EE5\u8D85\u904E" + n + "\u500B\u5143\u7D20";
            break;
          case "additionalProperties":
            out = "\u4E0D\u53EF\u4EE5\u6709\u984D\u5916\u7684\u5C6C\u6027";
            break;
          case "anyOf":
            out = "\u4E0D\u7B26\u5408 anyOf \u6307\u5B9A\u7684\u6A21\u5F0F";
            break;
          case "const":
            out = "\u61C9\u8A72\u7B49\u65BC\u5E38\u6578";
            break;
          case "contains":
            out = "\u61C9\u8A72\u5305\u542B\u4E00\u500B\u6709\u6548\u5143\u7D20";
            break;
          case "dependencies":
          case "dependentRequired":
            out = "";
            var n = e.params.depsCount;
            out += "\u61C9\u8A72\u8981\u6709\u5C6C\u6027" + e.params.property + "\u7684\u4F9D\u8CF4\u5C6C\u6027" + e.params.deps;
            break;
          case "discriminator":
            switch (e.params.error) {
              case "tag":
                out = '\u6A19\u7C64 "' + e.params.tag + '" \u7684\u985E\u578B\u5FC5\u9808\u662F\u5B57\u4E32';
                break;
              case "mapping":
                out = '\u6A19\u7C64 "' + e.params.tag + '" \u5FC5\u9808\u5728 oneOf \u5176\u4E2D\u4E4B\u4E00';
                break;
              default:
                out = '\u61C9\u8A72\u901A\u904E "' + e.keyword + ' \u95DC\u9375\u8A5E\u6AA2\u9A57"';
            }
            break;
          case "enum":
            out = "\u61C9\u8A72\u8981\u5728\u9810\u8A2D\u7684\u503C\u4E4B\u4E2D";
            break;
          case "false schema":
            out = "\u5E03\u6797\u6A21\u5F0F\u4E0D\u6B63\u78BA";
            break;
          case "format":
            out = "\u61C9\u8A72\u8981\u7B26\u5408" + e.params.format + "\u683C\u5F0F";
            break;
          case "formatMaximum":
          case "formatExclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u61C9\u8A72\u662F " + cond;
            break;
          case "formatMinimum":
          case "formatExclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u61C9\u8A72\u662F " + cond;
            break;
          case "if":
            out = '\u61C9\u8A72\u7B26\u5408 "' + e.params.failingKeyword + '" schema';
            break;
          case "maximum":
          case "exclusiveMaximum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u61C9\u8A72\u8981 " + cond;
            break;
          case "maxItems":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u591A\u65BC " + n + " \u500B";
            break;
          case "maxLength":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u591A\u65BC " + n + " \u500B\u5B57\u5143";
            break;
          case "maxProperties":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u591A\u65BC " + n + " \u500B\u5C6C\u6027";
            break;
          case "minimum":
          case "exclusiveMinimum":
            out = "";
            var cond = e.params.comparison + " " + e.params.limit;
            out += "\u61C9\u8A72\u8981 " + cond;
            break;
          case "minItems":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u5C11\u65BC " + n + " \u500B";
            break;
          case "minLength":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u5C11\u65BC " + n + " \u500B\u5B57\u5143";
            break;
          case "minProperties":
            out = "";
            var n = e.params.limit;
            out += "\u4E0D\u61C9\u8A72\u5C11\u65BC " + n + " \u500B\u5C6C\u6027";
            break;
          case "multipleOf":
            out = "\u61C9\u8A72\u662F " + e.params.multipleOf + " \u7684\u6574\u6578\u500D";
            break;
          case "not":
            out = '\u4E0D\u61C9\u8A72\u7B26\u5408 "not" schema';
            break;
          case "oneOf":
            out = '\u53EA\u80FD\u7B26\u5408\u4E00\u500B "oneOf" \u4E2D\u7684 schema';
            break;
          case "pattern":
            out = '\u61C9\u8A72\u7B26\u5408\u6A21\u5F0F "' + e.params.pattern + '"';
            break;
          case "patternRequired":
            out = "\u61C9\u8A72\u6709\u5C6C\u6027\u5C0D\u61C9\u6A21\u5F0F " + e.params.missingPattern;
            break;
          case "propertyNames":
            out = "\u5C5E\u6027\u540D \u7121\u6548";
            break;
          case "required":
            out = "\u61C9\u8A72\u6709\u5FC5\u9808\u5C6C\u6027 " + e.params.missingProperty;
            break;
          case "type":
            out = "\u61C9\u8A72\u662F " + e.params.type + " \u985E\u578B";
            break;
          case "unevaluatedItems":
            out = "";
            var n = e.params.len;
            out += " \u7684\u5143\u7D20\u4E0D\u53EF\u4EE5\u8D85\u904E " + n + " \u500B";
            break;
          case "unevaluatedProperties":
            out = "\u4E0D\u61C9\u8A72\u6709\u672A\u9A57\u8B49\u7684\u5C6C\u6027";
            break;
          case "uniqueItems":
            out = "\u4E0D\u61C9\u8A72\u6709\u91CD\u8907\u9805\u76EE (\u7B2C " + e.params.j + " \u9805\u548C\u7B2C " + e.params.i + " \u9805\u662F\u91CD\u8907\u7684)";
            break;
          default:
            out = '\u61C9\u8A72\u901A\u904E "' + e.keyword + ' \u95DC\u9375\u8A5E\u6AA2\u9A57"';
        }
        e.message = out;
      }
    };
  }
});

// node_modules/ajv-i18n/localize/index.js
var require_localize = __commonJS({
  "node_modules/ajv-i18n/localize/index.js"(exports, module) {
    "use strict";
    module.exports = {
      en: require_en(),
      ar: require_ar(),
      ca: require_ca(),
      cs: require_cs(),
      de: require_de(),
      es: require_es(),
      fi: require_fi(),
      fr: require_fr(),
      hu: require_hu(),
      id: require_id(),
      it: require_it(),
      ja: require_ja(),
      ko: require_ko(),
      nb: require_nb(),
      nl: require_nl(),
      pl: require_pl(),
      "pt-BR": require_pt_BR(),
      ru: require_ru(),
      sk: require_sk(),
      sv: require_sv(),
      th: require_th(),
      zh: require_zh(),
      "zh-TW": require_zh_TW()
    };
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/model/source.ts
function formatLocation(loc) {
  if (!loc) return "";
  return loc.line ? `${loc.file}:${loc.line}` : loc.file;
}
function formatProblem(problem) {
  const where = formatLocation(problem.source);
  return where && !problem.message.includes(where) ? `${where}: ${problem.message}` : problem.message;
}

// src/model/duration.ts
var UNIT_MS = {
  ns: 1e-6,
  us: 1e-3,
  \u00B5s: 1e-3,
  ms: 1,
  s: 1e3,
  m: 6e4,
  h: 36e5
};
function parseDuration(text) {
  const trimmed = text.trim();
  if (trimmed === "0") return 0;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (let match = re.exec(trimmed); match; match = re.exec(trimmed)) {
    total += Number(match[1]) * (UNIT_MS[match[2]] ?? 0);
    consumed = re.lastIndex;
  }
  return consumed === trimmed.length && consumed > 0 ? total : void 0;
}

// src/model/kustomization.ts
function kustomizationKey(k) {
  return `${k.namespace}/${k.name}`;
}

// src/model/objectRef.ts
function objectId(ref) {
  return `${ref.namespace}_${ref.name.replaceAll(":", "__")}_${ref.group}_${ref.kind}`;
}
function parseObjectId(id) {
  const first = id.indexOf("_");
  const last = id.lastIndexOf("_");
  const beforeLast = id.lastIndexOf("_", last - 1);
  if (first < 0 || beforeLast <= first) throw new Error(`invalid inventory id ${JSON.stringify(id)}`);
  return {
    namespace: id.slice(0, first),
    name: id.slice(first + 1, beforeLast).replaceAll("__", ":"),
    group: id.slice(beforeLast + 1, last),
    kind: id.slice(last + 1)
  };
}
function formatRef(ref) {
  return ref.namespace ? `${ref.kind}/${ref.namespace}/${ref.name}` : `${ref.kind}/${ref.name}`;
}
function splitApiVersion(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? { group: "", version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

// src/model/ownership.ts
var OWNER_NAME_LABEL = "kustomize-sync.io/name";
var OWNER_NAMESPACE_LABEL = "kustomize-sync.io/namespace";
var MANAGED_BY_LABEL = "app.kubernetes.io/managed-by";
var MANAGED_BY_VALUE = "kustomize-sync";
var FLUX_RECONCILE_ANNOTATION = "kustomize.toolkit.fluxcd.io/reconcile";
var FLUX_PRUNE_ANNOTATION = "kustomize.toolkit.fluxcd.io/prune";
var FLUX_SSA_ANNOTATION = "kustomize.toolkit.fluxcd.io/ssa";
var FLUX_FORCE_ANNOTATION = "kustomize.toolkit.fluxcd.io/force";
var LIFECYCLE_DELETION_ANNOTATION = "client.lifecycle.config.k8s.io/deletion";
function annotation(obj, key3) {
  return obj?.metadata?.annotations?.[key3];
}
function label(obj, key3) {
  return obj?.metadata?.labels?.[key3];
}

// src/options.ts
import { isAbsolute, resolve } from "node:path";
var DEFAULTS = {
  namespace: "flux-system",
  timeout: "5m",
  lockTimeout: "2m",
  concurrency: 4,
  fieldManager: "kustomize-sync"
};
var UsageError = class extends Error {
  name = "UsageError";
};
var MODES = ["validate", "graph", "build", "plan", "sync"];
function resolveOptions(raw, env) {
  const mode = raw.mode.trim();
  if (!MODES.includes(mode)) {
    throw new UsageError(
      `mode: unsupported value ${JSON.stringify(raw.mode)}: supported values: ${MODES.join(", ")}`
    );
  }
  const root = resolvePath(env.cwd, nonEmpty(raw.root) ?? ".");
  const path5 = resolvePath(root, nonEmpty(raw.path) ?? ".");
  const timeoutText = nonEmpty(raw.timeout) ?? DEFAULTS.timeout;
  const timeoutMs = parseDuration(timeoutText);
  if (timeoutMs === void 0 || timeoutMs <= 0) {
    throw new UsageError(
      `timeout: invalid duration ${JSON.stringify(timeoutText)} (examples: 30s, 5m, 1h30m)`
    );
  }
  const lockText = nonEmpty(raw.lockTimeout) ?? DEFAULTS.lockTimeout;
  const lockTimeoutMs = parseDuration(lockText);
  if (lockTimeoutMs === void 0) {
    throw new UsageError(
      `lock-timeout: invalid duration ${JSON.stringify(lockText)} (examples: 0s, 30s, 2m)`
    );
  }
  const concurrencyText = nonEmpty(raw.concurrency) ?? String(DEFAULTS.concurrency);
  const concurrency = Number(concurrencyText);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError(
      `concurrency: must be a whole number from 1 to 64, got ${JSON.stringify(concurrencyText)}`
    );
  }
  return {
    mode,
    root,
    path: path5,
    defaultNamespace: nonEmpty(raw.namespace) ?? DEFAULTS.namespace,
    kubeconfig: nonEmpty(raw.kubeconfig),
    context: nonEmpty(raw.context),
    timeoutMs,
    lockTimeoutMs,
    concurrency,
    fieldManager: nonEmpty(raw.fieldManager) ?? DEFAULTS.fieldManager,
    prune: parseBoolean("prune", raw.prune, true),
    images: (raw.images ?? []).flatMap(lines).map(parseImageAssignment),
    substitute: Object.fromEntries(
      (raw.substitute ?? []).flatMap(lines).map((l) => parseAssignment("substitute", l))
    ),
    sources: Object.fromEntries(
      (raw.sources ?? []).flatMap(lines).map((l) => parseAssignment("sources", l)).map(([name, dir]) => [name, resolvePath(root, dir)])
    ),
    kustomize: nonEmpty(raw.kustomize),
    name: nonEmpty(raw.name),
    log: env.log
  };
}
function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : void 0;
}
function lines(text) {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}
function resolvePath(base, p) {
  return isAbsolute(p) ? p : resolve(base, p);
}
function parseBoolean(option, value, fallback) {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === void 0) return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new UsageError(`${option}: must be true or false, got ${JSON.stringify(value)}`);
}
function parseAssignment(option, line) {
  const eq = line.indexOf("=");
  if (eq <= 0) throw new UsageError(`${option}: expected KEY=value, got ${JSON.stringify(line)}`);
  return [line.slice(0, eq).trim(), line.slice(eq + 1).trim()];
}
function parseImageAssignment(line) {
  const [name, target] = parseAssignment("images", line);
  if (!target) throw new UsageError(`images: no new image given for ${JSON.stringify(name)}`);
  const at2 = target.indexOf("@");
  if (at2 >= 0) {
    const newName = target.slice(0, at2);
    return { name, ...newName ? { newName } : {}, digest: target.slice(at2 + 1) };
  }
  const colon = target.lastIndexOf(":");
  if (colon > target.lastIndexOf("/")) {
    const newName = target.slice(0, colon);
    return { name, ...newName ? { newName } : {}, newTag: target.slice(colon + 1) };
  }
  return { name, newName: target };
}

// src/graph/cycles.ts
var PER_MEMBER_SEARCH_LIMIT = 100;
function findCycles(keys, dependencies2) {
  const cycles = [];
  const seenCycles = /* @__PURE__ */ new Set();
  const cycleThrough = /* @__PURE__ */ new Map();
  for (const component of stronglyConnected(dependencies2)) {
    const only = component[0];
    if (component.length === 1 && !dependencies2[only].includes(only)) continue;
    const members = new Set(component);
    const sorted = [...component].sort((a, b) => a - b);
    const inside = (id) => dependencies2[id].filter((dep) => members.has(dep)).sort((a, b) => a - b);
    const shared = sorted.length > PER_MEMBER_SEARCH_LIMIT ? shortestCycle(sorted[0], inside) : void 0;
    for (const member of sorted) {
      const cycle = (shared ?? shortestCycle(member, inside)).map((id2) => keys[id2]);
      cycleThrough.set(member, displayNames(cycle));
      const canonical = displayNames(rotateToSmallest(cycle));
      const id = canonical.join("\0");
      if (!seenCycles.has(id)) {
        seenCycles.add(id);
        cycles.push(canonical);
      }
    }
  }
  cycles.sort((a, b) => a.join(" ") < b.join(" ") ? -1 : 1);
  return { cycles, cycleThrough };
}
function shortestCycle(start, next) {
  const parent = /* @__PURE__ */ new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    for (const dep of next(id)) {
      if (dep === start) {
        const back = [];
        for (let at2 = id; at2 !== start; at2 = parent.get(at2)) back.push(at2);
        return [start, ...back.reverse(), start];
      }
      if (!parent.has(dep)) {
        parent.set(dep, id);
        queue.push(dep);
      }
    }
  }
  return [start, start];
}
function rotateToSmallest(cycle) {
  const open = cycle.slice(0, -1);
  let smallest = 0;
  for (let i = 1; i < open.length; i++) if (open[i] < open[smallest]) smallest = i;
  const rotated = [...open.slice(smallest), ...open.slice(0, smallest)];
  return [...rotated, rotated[0]];
}
function displayNames(cycle) {
  const namespaces = new Set(cycle.map((key3) => key3.slice(0, key3.indexOf("/"))));
  return namespaces.size === 1 ? cycle.map((key3) => key3.slice(key3.indexOf("/") + 1)) : cycle;
}
function stronglyConnected(dependencies2) {
  const count = dependencies2.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack = [];
  const components = [];
  let counter = 0;
  const work = [];
  const enter = (id) => {
    index[id] = low[id] = counter++;
    stack.push(id);
    onStack[id] = 1;
    work.push({ id, next: 0 });
  };
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const deps = dependencies2[frame.id];
      if (frame.next < deps.length) {
        const dep = deps[frame.next++];
        if (index[dep] === -1) enter(dep);
        else if (onStack[dep]) low[frame.id] = Math.min(low[frame.id], index[dep]);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.id] = Math.min(low[parent.id], low[frame.id]);
      if (low[frame.id] === index[frame.id]) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack[member] = 0;
          component.push(member);
        } while (member !== frame.id);
        components.push(component);
      }
    }
  }
  return components;
}

// src/graph/messages.ts
var dependencyText = {
  notFound: (key3) => `dependency '${key3}' not found`,
  notReady: (key3) => `dependency '${key3}' is not ready`,
  circular: (path5) => `circular dependency detected: ${path5.join(" -> ")}`
};

// src/graph/plan.ts
function planGraph(specs) {
  const idOf = /* @__PURE__ */ new Map();
  const lookup = (ref) => idOf.get(ref.namespace)?.get(ref.name);
  const nodes = [];
  for (const spec of [...specs].sort(compareSpecs)) {
    let names = idOf.get(spec.namespace);
    if (!names) {
      names = /* @__PURE__ */ new Map();
      idOf.set(spec.namespace, names);
    }
    if (names.has(spec.name)) continue;
    names.set(spec.name, nodes.length);
    nodes.push(spec);
  }
  const count = nodes.length;
  const keys = nodes.map(kustomizationKey);
  const dependencies2 = [];
  const missing2 = new Array(count);
  const edges = [];
  for (let id = 0; id < count; id++) {
    const defined = [];
    const undefinedKeys = [];
    for (const ref of nodes[id].dependsOn) {
      const depId = lookup(ref);
      if (depId !== void 0) {
        if (!defined.includes(depId)) defined.push(depId);
      } else {
        const key3 = kustomizationKey(ref);
        if (!undefinedKeys.includes(key3)) undefinedKeys.push(key3);
      }
    }
    dependencies2.push(defined);
    missing2[id] = undefinedKeys[0];
    const byDependency = [
      ...[...defined].sort((a, b) => a - b).map((dep) => keys[dep]),
      ...undefinedKeys
    ].sort(compareKeys);
    for (const dep of byDependency) edges.push([dep, keys[id]]);
  }
  const blockedMessage = new Array(count);
  const { cycles, cycleThrough } = findCycles(keys, dependencies2);
  for (const [id, path5] of cycleThrough) blockedMessage[id] = dependencyText.circular(path5);
  for (let id = 0; id < count; id++) {
    if (missing2[id] !== void 0) blockedMessage[id] ??= dependencyText.notFound(missing2[id]);
  }
  const dependants = Array.from({ length: count }, () => []);
  const waitingOn = new Int32Array(count);
  for (let id = 0; id < count; id++) {
    waitingOn[id] = dependencies2[id].length;
    for (const dep of dependencies2[id]) dependants[dep].push(id);
  }
  const level = new Int32Array(count).fill(-1);
  const ready = [];
  for (let id = 0; id < count; id++) if (waitingOn[id] === 0) ready.push(id);
  const firstBlocked = (id) => dependencies2[id].find((dep) => blockedMessage[dep] !== void 0);
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i];
    const blockedDep = firstBlocked(id);
    if (blockedDep !== void 0) blockedMessage[id] ??= dependencyText.notReady(keys[blockedDep]);
    if (blockedMessage[id] === void 0) {
      let deepest = -1;
      for (const dep of dependencies2[id]) deepest = Math.max(deepest, level[dep]);
      level[id] = deepest + 1;
    }
    for (const dependant of dependants[id]) {
      if (--waitingOn[dependant] === 0) ready.push(dependant);
    }
  }
  const unreached = /* @__PURE__ */ new Set();
  for (let id = 0; id < count; id++)
    if (level[id] === -1 && blockedMessage[id] === void 0) unreached.add(id);
  for (const id of unreached) {
    const dep = dependencies2[id].find((d) => blockedMessage[d] !== void 0 || unreached.has(d)) ?? dependencies2[id][0];
    blockedMessage[id] = dependencyText.notReady(keys[dep]);
  }
  const levels = [];
  const blocked = /* @__PURE__ */ new Map();
  for (let id = 0; id < count; id++) {
    const message = blockedMessage[id];
    if (message !== void 0) {
      blocked.set(keys[id], { reason: "DependencyNotReady", message });
      continue;
    }
    const l = level[id];
    while (levels.length <= l) levels.push([]);
    levels[l].push(nodes[id]);
  }
  return { order: levels.flat(), levels, blocked, cycles, edges };
}
function compareSpecs(a, b) {
  if (a.namespace !== b.namespace) return a.namespace < b.namespace ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
function compareKeys(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return (x === SLASH ? -1 : x) - (y === SLASH ? -1 : y);
  }
  return a.length - b.length;
}
var SLASH = 47;

// src/graph/format.ts
var MAX_CHAINS = 20;
var MAX_KUSTOMIZATIONS_FOR_CHAINS = 200;
function formatGraph(plan) {
  const name = displayName(plan);
  const lines2 = [];
  const dependencies2 = /* @__PURE__ */ new Map();
  for (const [from, to] of plan.edges) dependencies2.set(to, [...dependencies2.get(to) ?? [], from]);
  plan.levels.forEach((specs, i) => {
    const label2 = `level ${i}`;
    specs.forEach((spec, j) => {
      const key3 = kustomizationKey(spec);
      const deps = dependencies2.get(key3) ?? [];
      const waits = deps.length > 0 ? ` \u2190 ${deps.map(name).join(", ")}` : "";
      lines2.push(`${(j === 0 ? label2 : "").padEnd(9)}${name(key3)}${waits}`);
    });
  });
  const chains = plan.order.length <= MAX_KUSTOMIZATIONS_FOR_CHAINS ? dependencyChains(plan, MAX_CHAINS + 1) : [];
  if (chains.length > 0 && chains.length <= MAX_CHAINS && chains.some((c) => c.length > 1)) {
    lines2.push("");
    for (const chain of chains) lines2.push(chain.map(name).join(" \u2192 "));
  }
  if (plan.blocked.size > 0) {
    if (lines2.length > 0) lines2.push("");
    lines2.push("blocked");
    const keys = [...plan.blocked.keys()].sort(compareKeys);
    const width = Math.max(...keys.map((key3) => name(key3).length));
    for (const key3 of keys) lines2.push(`  ${name(key3).padEnd(width)}  ${plan.blocked.get(key3).message}`);
  }
  if (lines2.length === 0) lines2.push("no Kustomizations");
  return lines2.join("\n");
}
function dependencyChains(plan, limit = Number.POSITIVE_INFINITY) {
  const planned = new Set(plan.order.map(kustomizationKey));
  const dependants = /* @__PURE__ */ new Map();
  const hasDependency = /* @__PURE__ */ new Set();
  for (const [from, to] of plan.edges) {
    if (!planned.has(from) || !planned.has(to)) continue;
    dependants.set(from, [...dependants.get(from) ?? [], to]);
    hasDependency.add(to);
  }
  const chains = [];
  const walk = (path5) => {
    if (chains.length >= limit) return;
    const next = dependants.get(path5[path5.length - 1]) ?? [];
    if (next.length === 0) chains.push(path5);
    for (const key3 of next) walk([...path5, key3]);
  };
  for (const spec of plan.order) {
    const key3 = kustomizationKey(spec);
    if (!hasDependency.has(key3)) walk([key3]);
  }
  return chains;
}
function displayName(plan) {
  const keys = [
    ...plan.order.map((spec) => kustomizationKey(spec)),
    ...plan.blocked.keys()
  ];
  for (const [from, to] of plan.edges) keys.push(from, to);
  const namespaces = new Set(keys.map((key3) => key3.slice(0, key3.indexOf("/"))));
  return namespaces.size <= 1 ? (key3) => key3.slice(key3.indexOf("/") + 1) : (key3) => key3;
}

// src/config/load.ts
import { isUtf8 } from "node:buffer";
import { readFile } from "node:fs";
import { realpath as realpath2, stat as stat2 } from "node:fs/promises";
import path3 from "node:path";

// src/config/checks.ts
import path from "node:path";

// src/config/messages.ts
var problemText = {
  pathNotFound: (path5) => `${path5}: no such file or directory`,
  pathOutsideRoot: (path5) => `${path5}: path is outside the repository root`,
  noKustomizations: (path5) => `no Flux Kustomization found under ${path5}`,
  unreadable: (reason) => `cannot read file: ${reason}`,
  notUtf8: "not valid UTF-8",
  invalidYaml: (line, column, reason) => `invalid YAML at line ${line}, column ${column}: ${reason}`,
  aliasBomb: (limit) => `YAML aliases expand to too many nodes (more than ${limit} alias uses; a possible "billion laughs" alias bomb), document skipped`,
  notAMapping: (found) => `document mentions kustomize.toolkit.fluxcd.io but is ${found}, not a mapping (a Kubernetes object)`,
  unknownApiVersion: (apiVersion, supported) => `apiVersion: Unsupported value: ${quote(apiVersion)}: supported values: ${supported.map(quote).join(", ")}`,
  symlinkLoop: (target) => `symlink loop back to ${target}, not followed`,
  symlinkOutsideRoot: "symlink points outside the repository, not followed",
  brokenSymlink: "broken symlink",
  duplicate: (key3, first, second) => `Kustomization ${key3} is defined twice: ${first} and ${second}`
};
var fieldText = {
  required: "Required value",
  unsupported: (value, supported) => `Unsupported value: ${render(value)}: supported values: ${supported.map(render).join(", ")}`,
  wrongType: (value, expected) => `Invalid value: ${quote(typeName(value))}: must be of type ${expected}`,
  pattern: (value, pattern) => `Invalid value: ${render(value)}: must match '${pattern}'`,
  duration: (value) => `Invalid value: ${render(value)}: must be a duration such as "30s", "5m" or "1h30m"`,
  tooLong: (value, max) => `Invalid value: ${render(value)}: must be no more than ${max} characters`,
  tooShort: (value, min) => `Invalid value: ${render(value)}: must be at least ${min} characters`,
  minimum: (value, min) => `Invalid value: ${render(value)}: must be at least ${min}`,
  format: (value, format) => `Invalid value: ${render(value)}: must be a valid ${format}`,
  invalid: (value, why) => `Invalid value: ${render(value)}: ${why}`,
  dnsSubdomain: "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  dnsLabel: "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  pathAbsolute: "must be relative to the repository root",
  pathEscapes: "must not point outside the repository root"
};
function quote(s) {
  return JSON.stringify(s);
}
function render(value) {
  if (typeof value === "string") return quote(value.length > 80 ? `${value.slice(0, 77)}...` : value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return typeName(value);
}
function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

// src/config/checks.ts
var DELETION_POLICIES = [
  "MirrorPrune",
  "Delete",
  "WaitForTermination",
  "Orphan"
];
var DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var SUBSTITUTE_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
var SUBSTITUTE_NAME_TEXT = "^[_[:alpha:]][_[:alpha:][:digit:]]*$";
function checkBeyondSchema(object) {
  const errors = [];
  const metadata = isObject(object.metadata) ? object.metadata : void 0;
  const name = metadata?.name;
  if (name === void 0 || name === "") {
    errors.push(missing(metadata ? ["metadata"] : [], ["metadata", "name"]));
  } else if (typeof name === "string" && (name.length > 253 || !DNS_SUBDOMAIN.test(name))) {
    errors.push(invalid(["metadata", "name"], fieldText.invalid(name, fieldText.dnsSubdomain)));
  }
  const namespace = metadata?.namespace;
  if (typeof namespace === "string" && namespace !== "" && (namespace.length > 63 || !DNS_LABEL.test(namespace))) {
    errors.push(invalid(["metadata", "namespace"], fieldText.invalid(namespace, fieldText.dnsLabel)));
  }
  if (!isObject(object.spec)) {
    if (object.spec === void 0) errors.push(missing([], ["spec"]));
    return errors;
  }
  const spec = object.spec;
  if (typeof spec.path === "string") {
    const why = pathProblem(spec.path);
    if (why) errors.push(invalid(["spec", "path"], fieldText.invalid(spec.path, why)));
  }
  if (spec.deletionPolicy !== void 0 && !DELETION_POLICIES.includes(spec.deletionPolicy)) {
    errors.push(
      invalid(["spec", "deletionPolicy"], fieldText.unsupported(spec.deletionPolicy, DELETION_POLICIES))
    );
  }
  for (const field of ["namePrefix", "nameSuffix"]) {
    if (spec[field] !== void 0 && typeof spec[field] !== "string") {
      errors.push(invalid(["spec", field], fieldText.wrongType(spec[field], "string")));
    }
  }
  if (isObject(spec.postBuild) && isObject(spec.postBuild.substitute)) {
    for (const name2 of Object.keys(spec.postBuild.substitute)) {
      if (!SUBSTITUTE_NAME.test(name2)) {
        const at2 = ["spec", "postBuild", "substitute", name2];
        errors.push(invalid(at2, fieldText.pattern(name2, SUBSTITUTE_NAME_TEXT)));
      }
    }
  }
  if (spec.healthCheckExprs !== void 0) {
    if (!Array.isArray(spec.healthCheckExprs)) {
      errors.push(invalid(["spec", "healthCheckExprs"], fieldText.wrongType(spec.healthCheckExprs, "array")));
    } else {
      spec.healthCheckExprs.forEach((expr, i) => {
        const at2 = ["spec", "healthCheckExprs", i];
        if (!isObject(expr)) {
          errors.push(invalid(at2, fieldText.wrongType(expr, "object")));
          return;
        }
        for (const key3 of ["apiVersion", "kind", "current"]) {
          if (expr[key3] === void 0 || expr[key3] === "") errors.push(missing(at2, [...at2, key3]));
        }
        for (const key3 of ["apiVersion", "kind", "current", "inProgress", "failed"]) {
          if (expr[key3] !== void 0 && typeof expr[key3] !== "string") {
            errors.push(invalid([...at2, key3], fieldText.wrongType(expr[key3], "string")));
          }
        }
      });
    }
  }
  return errors;
}
function pathProblem(specPath) {
  if (specPath.startsWith("/") || path.win32.isAbsolute(specPath)) return fieldText.pathAbsolute;
  const normalised = path.posix.normalize(specPath.replaceAll("\\", "/"));
  if (normalised === ".." || normalised.startsWith("../")) return fieldText.pathEscapes;
  return void 0;
}
function normalisePath(specPath) {
  if (!specPath) return "";
  const normalised = path.posix.normalize(specPath.replaceAll("\\", "/")).replace(/\/+$/, "");
  return normalised === "." ? "" : normalised.replace(/^\.\//, "");
}
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function missing(parent, field) {
  return { path: field, message: fieldText.required, linePath: parent };
}
function invalid(at2, message) {
  return { path: at2, message, linePath: at2 };
}

// src/config/documents.ts
var import_yaml = __toESM(require_dist(), 1);

// src/config/fastYaml.ts
var Unsupported = class extends Error {
};
var unsupported = new Unsupported();
var KEY = /^([A-Za-z_][\w./-]*):(?: +|$)/;
var INT = /^[-+]?[0-9]+$/;
var FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
var SPECIAL_NUMBER = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0o|0x)/;
var NON_STRING_KEYS = /* @__PURE__ */ new Set([
  "null",
  "Null",
  "NULL",
  "true",
  "True",
  "TRUE",
  "false",
  "False",
  "FALSE",
  "__proto__"
]);
var INDICATORS = /* @__PURE__ */ new Set(["[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "%", "@", "`", ",", "?", ":"]);
function parseSimpleDocument(text) {
  const lines2 = splitLines(text);
  if (lines2 === void 0 || lines2.length === 0 || lines2[0].indent !== 0) return void 0;
  let pos = 0;
  const parseMap = (indent) => {
    const map = {};
    while (pos < lines2.length) {
      const current = lines2[pos];
      if (current.indent < indent) break;
      if (current.indent > indent) throw unsupported;
      const match = KEY.exec(current.text);
      if (!match) throw unsupported;
      const key3 = match[1];
      if (NON_STRING_KEYS.has(key3) || Object.hasOwn(map, key3)) throw unsupported;
      const rest = current.text.slice(match[0].length);
      pos++;
      if (rest === "" || rest.startsWith("#")) {
        map[key3] = parseNested(indent, true);
      } else {
        map[key3] = scalar(rest);
        if (pos < lines2.length && lines2[pos].indent > indent) throw unsupported;
      }
    }
    return map;
  };
  const parseSeq = (indent) => {
    const seq = [];
    while (pos < lines2.length) {
      const current = lines2[pos];
      if (current.indent !== indent || !isItem(current.text)) break;
      const afterDash = current.text.slice(1);
      const rest = afterDash.trimStart();
      if (rest === "" || rest.startsWith("#")) {
        pos++;
        seq.push(parseNested(indent, false));
      } else if (isItem(rest)) {
        throw unsupported;
      } else if (KEY.test(rest)) {
        const column = indent + 1 + (afterDash.length - rest.length);
        lines2[pos] = { indent: column, text: rest, line: current.line };
        seq.push(parseMap(column));
      } else {
        pos++;
        seq.push(scalar(rest));
        if (pos < lines2.length && lines2[pos].indent > indent) throw unsupported;
      }
    }
    return seq;
  };
  const parseNested = (indent, allowSameIndentList) => {
    const next = lines2[pos];
    if (next === void 0 || next.indent < indent) return null;
    if (next.indent === indent) {
      return allowSameIndentList && isItem(next.text) ? parseSeq(indent) : null;
    }
    return isItem(next.text) ? parseSeq(next.indent) : parseMap(next.indent);
  };
  try {
    if (isItem(lines2[0].text)) return void 0;
    const value = parseMap(0);
    if (pos !== lines2.length) return void 0;
    return { value, line: lines2[0].line };
  } catch (error) {
    if (error === unsupported) return void 0;
    throw error;
  }
}
function isItem(text) {
  return text === "-" || text.startsWith("- ");
}
function splitLines(text) {
  if (text.includes("	")) return void 0;
  const lines2 = [];
  let lineNo = -1;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let end = text.indexOf("\n", lineStart);
    if (end < 0) end = text.length;
    lineNo++;
    let first = lineStart;
    while (text.charCodeAt(first) === 32) first++;
    let last = end;
    while (last > first && (text.charCodeAt(last - 1) === 32 || text.charCodeAt(last - 1) === 13)) last--;
    const indent = first - lineStart;
    lineStart = end + 1;
    if (first === last || text.charCodeAt(first) === 35) continue;
    const body = text.slice(first, last);
    if (indent === 0) {
      if (body.startsWith("---")) {
        const rest = body.slice(3).trim();
        if (lines2.length > 0 || rest !== "" && !rest.startsWith("#")) return void 0;
        continue;
      }
      if (body.startsWith("...") || body.startsWith("%")) return void 0;
    }
    lines2.push({ indent, text: body, line: lineNo });
  }
  return lines2;
}
function scalar(text) {
  const first = text[0];
  if (first === '"' || first === "'") {
    const close = text.indexOf(first, 1);
    if (close < 0) throw unsupported;
    const inner = text.slice(1, close);
    if (first === '"' && inner.includes("\\")) throw unsupported;
    const after = text.slice(close + 1);
    if (after !== "" && !/^ +(#|$)/.test(after)) throw unsupported;
    return inner;
  }
  if (INDICATORS.has(first) || isItem(text)) throw unsupported;
  const comment = text.indexOf(" #");
  const plain = (comment < 0 ? text : text.slice(0, comment)).trimEnd();
  if (plain.includes(": ") || plain.endsWith(":")) throw unsupported;
  switch (plain) {
    case "~":
    case "null":
    case "Null":
    case "NULL":
      return null;
    case "true":
    case "True":
    case "TRUE":
      return true;
    case "false":
    case "False":
    case "FALSE":
      return false;
  }
  const c = plain.charCodeAt(0);
  const numberLike = c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46;
  if (numberLike) {
    if (SPECIAL_NUMBER.test(plain)) throw unsupported;
    if (INT.test(plain) || FLOAT.test(plain)) return Number(plain);
  }
  return plain;
}

// src/config/documents.ts
var FLUX_GROUP = "kustomize.toolkit.fluxcd.io";
var MAX_ALIAS_COUNT = 100;
var DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;
function parseFluxDocuments(text) {
  const result = { documents: [], problems: [] };
  if (!text.includes(FLUX_GROUP)) return result;
  let start = 0;
  let startLine = 1;
  const flush = (end) => {
    const slice = text.slice(start, end);
    if (slice.includes(FLUX_GROUP)) parseDocumentText(slice, startLine - 1, result);
    startLine += countNewlines(slice);
    start = end;
  };
  for (const marker of text.matchAll(DOCUMENT_START)) {
    if (marker.index > start) flush(marker.index);
  }
  flush(text.length);
  return result;
}
function parseDocumentText(slice, lineOffset, into) {
  const simple = parseSimpleDocument(slice);
  if (simple) {
    let full;
    into.documents.push({
      value: simple.value,
      line: simple.line + 1 + lineOffset,
      lineOf: (path5) => {
        if (path5.length === 0) return simple.line + 1 + lineOffset;
        full ??= parseWithLines(slice, lineOffset).documents[0];
        return full?.lineOf(path5) ?? simple.line + 1 + lineOffset;
      }
    });
    return;
  }
  const parsed = parseWithLines(slice, lineOffset);
  into.documents.push(...parsed.documents);
  into.problems.push(...parsed.problems);
}
function parseWithLines(slice, lineOffset) {
  const into = { documents: [], problems: [] };
  const lineCounter = new import_yaml.LineCounter();
  const docs = (0, import_yaml.parseAllDocuments)(slice, { lineCounter, prettyErrors: false });
  const lineAt = (offset) => lineCounter.linePos(offset).line + lineOffset;
  for (const doc of Array.isArray(docs) ? docs : []) {
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const pos = lineCounter.linePos(error.pos[0]);
        const line = pos.line + lineOffset;
        const reason = error.message.split("\n")[0] ?? error.code;
        into.problems.push({
          message: problemText.invalidYaml(line, pos.col, reason),
          line,
          column: pos.col
        });
      }
      continue;
    }
    const contentStart = doc.contents?.range[0] ?? doc.range[0];
    let value;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      const message = error instanceof ReferenceError ? problemText.aliasBomb(MAX_ALIAS_COUNT) : String(error);
      into.problems.push({ message, line: lineAt(contentStart) });
      continue;
    }
    into.documents.push({
      value,
      line: lineAt(contentStart),
      lineOf: (path5) => lineAt(offsetOf(doc, path5) ?? contentStart)
    });
  }
  return into;
}
function offsetOf(doc, path5) {
  let node = doc.contents;
  let offset = node?.range?.[0];
  for (const segment of path5) {
    if ((0, import_yaml.isAlias)(node)) node = node.resolve(doc);
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((item) => keyOf(item.key) === String(segment));
      if (!pair) break;
      offset = pair.key?.range?.[0] ?? offset;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}
function keyOf(key3) {
  const value = key3?.value;
  return value === void 0 || value === null ? void 0 : String(value);
}
function countNewlines(s) {
  let n = 0;
  for (let i = s.indexOf("\n"); i >= 0; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

// src/config/normalise.ts
var DEFAULT_HEALTH_CHECK_API_VERSION = "apps/v1";
function normaliseKustomization(object, apiVersion, defaultNamespace, source) {
  const metadata = object.metadata;
  const spec = object.spec;
  const name = String(metadata.name);
  const namespace = stringOr(metadata.namespace) || defaultNamespace;
  return {
    name,
    namespace,
    apiVersion,
    path: normalisePath(stringOr(spec.path)),
    sourceRef: isObject(spec.sourceRef) ? {
      kind: String(spec.sourceRef.kind),
      name: String(spec.sourceRef.name),
      ...spec.sourceRef.namespace ? { namespace: String(spec.sourceRef.namespace) } : {}
    } : void 0,
    dependsOn: dependencies(spec.dependsOn, namespace),
    // prune is required by every served schema, so it is set here; `=== true` keeps the type.
    prune: spec.prune === true,
    wait: spec.wait === true,
    force: spec.force === true,
    suspend: spec.suspend === true,
    interval: optionalString(spec.interval),
    retryInterval: optionalString(spec.retryInterval),
    timeout: optionalString(spec.timeout),
    healthChecks: list(spec.healthChecks).map(healthCheck),
    healthCheckExprs: list(spec.healthCheckExprs).map(healthCheckExpr),
    targetNamespace: optionalString(spec.targetNamespace),
    namePrefix: optionalString(spec.namePrefix),
    nameSuffix: optionalString(spec.nameSuffix),
    patches: [
      ...list(spec.patchesStrategicMerge).map(strategicMergePatch),
      ...list(spec.patches).map(patch),
      ...list(spec.patchesJson6902).map(json6902Patch)
    ],
    images: list(spec.images).map((image) => ({
      name: String(image.name),
      newName: optionalString(image.newName),
      newTag: optionalString(image.newTag),
      digest: optionalString(image.digest)
    })),
    components: Array.isArray(spec.components) ? spec.components.map(String) : [],
    commonMetadata: isObject(spec.commonMetadata) ? {
      labels: stringMap(spec.commonMetadata.labels),
      annotations: stringMap(spec.commonMetadata.annotations)
    } : void 0,
    postBuild: isObject(spec.postBuild) ? {
      substitute: stringMap(spec.postBuild.substitute),
      substituteFrom: list(spec.postBuild.substituteFrom).map((ref) => ({
        kind: ref.kind,
        name: String(ref.name),
        optional: ref.optional === true
      }))
    } : void 0,
    deletionPolicy: optionalString(spec.deletionPolicy) ?? "MirrorPrune",
    serviceAccountName: optionalString(spec.serviceAccountName),
    decryption: isObject(spec.decryption) ? {
      provider: String(spec.decryption.provider),
      ...isObject(spec.decryption.secretRef) ? { secretRef: { name: String(spec.decryption.secretRef.name) } } : {}
    } : void 0,
    kubeConfig: isObject(spec.kubeConfig) ? kubeConfig(spec.kubeConfig) : void 0,
    source
  };
}
function kubeConfig(value) {
  const result = {};
  if (isObject(value.secretRef)) {
    result.secretRef = { name: String(value.secretRef.name) };
    if (typeof value.secretRef.key === "string") result.secretRef.key = value.secretRef.key;
  }
  if (isObject(value.configMapRef)) result.configMapRef = { name: String(value.configMapRef.name) };
  return result;
}
function dependencies(value, ownNamespace) {
  const seen = /* @__PURE__ */ new Set();
  const refs = [];
  for (const entry of list(value)) {
    const ref = {
      name: String(entry.name),
      // Flux: "namespace defaults to the namespace of the Kustomization".
      namespace: stringOr(entry.namespace) || ownNamespace
    };
    if (typeof entry.readyExpr === "string") ref.readyExpr = entry.readyExpr;
    const key3 = `${ref.namespace}/${ref.name}`;
    if (seen.has(key3)) continue;
    seen.add(key3);
    refs.push(ref);
  }
  return refs;
}
function healthCheck(entry) {
  return {
    apiVersion: stringOr(entry.apiVersion) || DEFAULT_HEALTH_CHECK_API_VERSION,
    kind: String(entry.kind),
    name: String(entry.name),
    ...entry.namespace ? { namespace: String(entry.namespace) } : {}
  };
}
function healthCheckExpr(entry) {
  return {
    apiVersion: String(entry.apiVersion),
    kind: String(entry.kind),
    current: String(entry.current),
    ...typeof entry.inProgress === "string" ? { inProgress: entry.inProgress } : {},
    ...typeof entry.failed === "string" ? { failed: entry.failed } : {}
  };
}
function patch(entry) {
  return withTarget({ patch: String(entry.patch) }, entry.target);
}
function strategicMergePatch(entry) {
  return { patch: typeof entry === "string" ? entry : JSON.stringify(entry) };
}
function json6902Patch(entry) {
  return withTarget({ patch: JSON.stringify(entry.patch) }, entry.target);
}
function withTarget(p, target) {
  if (!isObject(target)) return p;
  const t = {};
  for (const key3 of [
    "group",
    "version",
    "kind",
    "name",
    "namespace",
    "labelSelector",
    "annotationSelector"
  ]) {
    if (typeof target[key3] === "string") t[key3] = target[key3];
  }
  return { ...p, target: t };
}
function list(value) {
  return Array.isArray(value) ? value : [];
}
function stringOr(value) {
  return typeof value === "string" ? value : "";
}
function optionalString(value) {
  return typeof value === "string" ? value : void 0;
}
function stringMap(value) {
  if (!isObject(value)) return void 0;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

// node_modules/is-plain-object/dist/is-plain-object.mjs
function isObject2(o) {
  return Object.prototype.toString.call(o) === "[object Object]";
}
function isPlainObject(o) {
  var ctor, prot;
  if (isObject2(o) === false) return false;
  ctor = o.constructor;
  if (ctor === void 0) return true;
  prot = ctor.prototype;
  if (isObject2(prot) === false) return false;
  if (prot.hasOwnProperty("isPrototypeOf") === false) {
    return false;
  }
  return true;
}

// node_modules/@kubernetes-models/validate/dist/formats.mjs
var import_formats = __toESM(require_formats(), 1);
var import_formats2 = __toESM(require_formats2(), 1);
var import_is_cidr = __toESM(require_is_cidr(), 1);
var rBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var rSignedNumber = /[+-]?(?:\d+|\d+\.\d+|\d+\.|\.\d+)/;
var rBinarySI = /[KMGTPE]i/;
var rDecimalSI = /(?:[YZEPTGMkhdcmunpfazy]|da)/;
var rDecimalExponent = new RegExp(`[eE]${rSignedNumber.source}`);
var rQuantitySuffix = new RegExp(`(?:${rBinarySI.source}|${rDecimalSI.source}|${rDecimalExponent.source})?`);
var rQuantity = new RegExp(`^${rSignedNumber.source}${rQuantitySuffix.source}$`);
var formats = {
  ...import_formats.fullFormats,
  ...import_formats2.default,
  byte: {
    type: "string",
    validate: (value) => rBase64.test(value)
  },
  quantity: {
    type: "string",
    validate: rQuantity
  },
  // This format is used in Istio.
  string: {
    type: "string",
    validate: (value) => typeof value === "string"
  },
  cidr: {
    type: "string",
    validate: (value) => (0, import_is_cidr.default)(value) !== 0
  }
};

// node_modules/@kubernetes-models/validate/dist/runtime/validation_error.mjs
var import_validation_error = __toESM(require_validation_error(), 1);

// node_modules/@kubernetes-models/validate/dist/utils.mjs
function exportDefault(mod3) {
  return mod3.default ?? mod3;
}

// node_modules/@kubernetes-models/validate/dist/runtime/validation_error.mjs
var validation_error_default = exportDefault(import_validation_error.default);

// node_modules/@kubernetes-models/validate/dist/validate.mjs
var import_ajv_i18n = __toESM(require_localize(), 1);
function generateErrorMessage(errors) {
  import_ajv_i18n.default.en(errors);
  return errors.map((err) => `data${err.instancePath} ${err.message}`).join(", ");
}
function runValidateFunc(fn, data) {
  if (!fn(data) && fn.errors) {
    const errors = fn.errors;
    const err = new validation_error_default(errors);
    err.message = generateErrorMessage(errors);
    throw err;
  }
}

// node_modules/@kubernetes-models/base/dist/model.mjs
function setDefinedProps(src, dst) {
  for (const key3 of Object.keys(src)) {
    if (src[key3] !== void 0) {
      dst[key3] = filterUndefinedValues(src[key3]);
    }
  }
  return dst;
}
function filterUndefinedValues(data) {
  if (Array.isArray(data)) {
    return data.map(filterUndefinedValues);
  }
  if (isPlainObject(data)) {
    return setDefinedProps(data, {});
  }
  return data;
}
var Model = class {
  constructor(data) {
    if (data) {
      setDefinedProps(data, this);
    }
  }
  setDefinedProps(data) {
    if (data) {
      setDefinedProps(data, this);
    }
  }
  toJSON() {
    const result = {};
    setDefinedProps(this, result);
    return result;
  }
  validate() {
  }
};
function setValidateFunc(ctor, fn) {
  ctor.prototype.validate = function() {
    runValidateFunc(fn, this);
  };
}

// node_modules/@kubernetes-models/base/dist/meta.mjs
function isNonNullObject(value) {
  return typeof value === "object" && value != null;
}
function createTypeMetaGuard(meta) {
  return (value) => {
    return isNonNullObject(value) && value.apiVersion === meta.apiVersion && value.kind === meta.kind;
  };
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1Time.mjs
var validate = function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!formats0.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate21.errors = vErrors, 0 === errors;
};
var formats0 = formats["date-time"];

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1FieldsV1.mjs
var validate2 = function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate212.errors = vErrors, 0 === errors;
};

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1ManagedFieldsEntry.mjs
var validate3 = function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 === data.apiVersion || validate213(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length), void 0 === data.fieldsType || validate213(data.fieldsType, { instancePath: instancePath + "/fieldsType", parentData: data, parentDataProperty: "fieldsType", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length), void 0 === data.fieldsV1 || validate25(data.fieldsV1, { instancePath: instancePath + "/fieldsV1", parentData: data, parentDataProperty: "fieldsV1", rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), void 0 === data.manager || validate213(data.manager, { instancePath: instancePath + "/manager", parentData: data, parentDataProperty: "manager", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length), void 0 === data.operation || validate213(data.operation, { instancePath: instancePath + "/operation", parentData: data, parentDataProperty: "operation", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length), void 0 === data.subresource || validate213(data.subresource, { instancePath: instancePath + "/subresource", parentData: data, parentDataProperty: "subresource", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length), void 0 === data.time || validate32(data.time, { instancePath: instancePath + "/time", parentData: data, parentDataProperty: "time", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
};
function validate213(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate213.errors = vErrors, 0 === errors;
}
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate25.errors = vErrors, 0 === errors;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length), validate32.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1OwnerReference.mjs
var validate4 = function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.name) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.uid) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uid" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 === data.apiVersion || validate222(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length), void 0 === data.blockOwnerDeletion || validate214(data.blockOwnerDeletion, { instancePath: instancePath + "/blockOwnerDeletion", parentData: data, parentDataProperty: "blockOwnerDeletion", rootData }) || (errors = (vErrors = null === vErrors ? validate214.errors : vErrors.concat(validate214.errors)).length), void 0 === data.controller || validate214(data.controller, { instancePath: instancePath + "/controller", parentData: data, parentDataProperty: "controller", rootData }) || (errors = (vErrors = null === vErrors ? validate214.errors : vErrors.concat(validate214.errors)).length), void 0 === data.kind || validate222(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length), void 0 === data.name || validate222(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length), void 0 === data.uid || validate222(data.uid, { instancePath: instancePath + "/uid", parentData: data, parentDataProperty: "uid", rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length);
  } else {
    let err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
  }
  return validate23.errors = vErrors, 0 === errors;
};
function validate222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate222.errors = vErrors, 0 === errors;
}
function validate214(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate214.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1ObjectMeta.mjs
var validate5 = function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 === data.annotations || validate26(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), void 0 === data.creationTimestamp || validate215(data.creationTimestamp, { instancePath: instancePath + "/creationTimestamp", parentData: data, parentDataProperty: "creationTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate215.errors : vErrors.concat(validate215.errors)).length), void 0 === data.deletionGracePeriodSeconds || validate252(data.deletionGracePeriodSeconds, { instancePath: instancePath + "/deletionGracePeriodSeconds", parentData: data, parentDataProperty: "deletionGracePeriodSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate252.errors : vErrors.concat(validate252.errors)).length), void 0 === data.deletionTimestamp || validate215(data.deletionTimestamp, { instancePath: instancePath + "/deletionTimestamp", parentData: data, parentDataProperty: "deletionTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate215.errors : vErrors.concat(validate215.errors)).length), void 0 === data.finalizers || validate34(data.finalizers, { instancePath: instancePath + "/finalizers", parentData: data, parentDataProperty: "finalizers", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length), void 0 === data.generateName || validate28(data.generateName, { instancePath: instancePath + "/generateName", parentData: data, parentDataProperty: "generateName", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length), void 0 === data.generation || validate252(data.generation, { instancePath: instancePath + "/generation", parentData: data, parentDataProperty: "generation", rootData }) || (errors = (vErrors = null === vErrors ? validate252.errors : vErrors.concat(validate252.errors)).length), void 0 === data.labels || validate26(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), void 0 === data.managedFields || validate40(data.managedFields, { instancePath: instancePath + "/managedFields", parentData: data, parentDataProperty: "managedFields", rootData }) || (errors = (vErrors = null === vErrors ? validate40.errors : vErrors.concat(validate40.errors)).length), void 0 === data.name || validate28(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length), void 0 === data.namespace || validate28(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length), void 0 === data.ownerReferences || validate48(data.ownerReferences, { instancePath: instancePath + "/ownerReferences", parentData: data, parentDataProperty: "ownerReferences", rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length), void 0 === data.resourceVersion || validate28(data.resourceVersion, { instancePath: instancePath + "/resourceVersion", parentData: data, parentDataProperty: "resourceVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length), void 0 === data.selfLink || validate28(data.selfLink, { instancePath: instancePath + "/selfLink", parentData: data, parentDataProperty: "selfLink", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length), void 0 === data.uid || validate28(data.uid, { instancePath: instancePath + "/uid", parentData: data, parentDataProperty: "uid", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate29.errors = vErrors, 0 === errors;
};
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate24.errors = vErrors, 0 === errors;
}
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate24(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length);
  return validate26.errors = vErrors, 0 === errors;
}
function validate215(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length), validate215.errors = vErrors, 0 === errors;
}
var formats02 = formats.int64;
function validate252(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate252.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate24(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length);
  }
  return validate34.errors = vErrors, 0 === errors;
}
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate28.errors = vErrors, 0 === errors;
}
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate41.errors = vErrors, 0 === errors;
}
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate41(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate41.errors : vErrors.concat(validate41.errors)).length);
  }
  return validate40.errors = vErrors, 0 === errors;
}
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate49.errors = vErrors, 0 === errors;
}
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate49(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length);
  }
  return validate48.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/validate/dist/runtime/ucs2length.mjs
var import_ucs2length = __toESM(require_ucs2length(), 1);
var ucs2length_default = exportDefault(import_ucs2length.default);

// node_modules/@kubernetes-models/flux-cd/_schemas/KustomizeToolkitFluxcdIoV1Kustomization.mjs
var validate6 = function validate282(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate292(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate292.errors : vErrors.concat(validate292.errors)).length), void 0 === data.kind || validate31(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length), void 0 === data.metadata || validate33(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length), void 0 === data.spec || validate37(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length), void 0 === data.status || validate127(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate127.errors : vErrors.concat(validate127.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate282.errors = vErrors, 0 === errors;
};
var schema13 = { enum: ["kustomize.toolkit.fluxcd.io/v1"] };
function validate292(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema13.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate292.errors = vErrors, 0 === errors;
}
var schema14 = { enum: ["Kustomization"] };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema14.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate31.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate33.errors = vErrors, 0 === errors;
}
function validate223(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate223.errors = vErrors, 0 === errors;
}
function validate216(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate223(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  return validate216.errors = vErrors, 0 === errors;
}
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.annotations || validate216(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate216.errors : vErrors.concat(validate216.errors)).length), void 0 === data.labels || validate216(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate216.errors : vErrors.concat(validate216.errors)).length)), validate38.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate223(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  }
  return validate42.errors = vErrors, 0 === errors;
}
var schema21 = { enum: ["sops"] };
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema21.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate46.errors = vErrors, 0 === errors;
}
function validate482(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  }
  return validate482.errors = vErrors, 0 === errors;
}
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.provider || validate46(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate46.errors : vErrors.concat(validate46.errors)).length), void 0 === data.secretRef || validate482(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate482.errors : vErrors.concat(validate482.errors)).length);
  }
  return validate45.errors = vErrors, 0 === errors;
}
function validate242(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate242.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.namespace || validate242(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate53.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate53(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length);
  }
  return validate52.errors = vErrors, 0 === errors;
}
function validate253(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate253.errors = vErrors, 0 === errors;
}
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate242(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.kind || validate223(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.namespace || validate242(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate60.errors = vErrors, 0 === errors;
}
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate60(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate60.errors : vErrors.concat(validate60.errors)).length);
  }
  return validate59.errors = vErrors, 0 === errors;
}
function validate68(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.digest || validate242(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.newName || validate242(data.newName, { instancePath: instancePath + "/newName", parentData: data, parentDataProperty: "newName", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.newTag || validate242(data.newTag, { instancePath: instancePath + "/newTag", parentData: data, parentDataProperty: "newTag", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate68.errors = vErrors, 0 === errors;
}
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate68(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate68.errors : vErrors.concat(validate68.errors)).length);
  }
  return validate67.errors = vErrors, 0 === errors;
}
var pattern0 = RegExp("^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$", "u");
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!pattern0.test(data)) {
      let err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate75.errors = vErrors, 0 === errors;
}
function validate78(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.key || validate242(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate78.errors = vErrors, 0 === errors;
}
function validate77(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.secretRef) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretRef" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.secretRef || validate78(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate78.errors : vErrors.concat(validate78.errors)).length);
  }
  return validate77.errors = vErrors, 0 === errors;
}
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.annotationSelector || validate242(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.group || validate242(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.kind || validate242(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.labelSelector || validate242(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.name || validate242(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.namespace || validate242(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.version || validate242(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length)), validate86.errors = vErrors, 0 === errors;
}
function validate84(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.patch || validate223(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.target || validate86(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate86.errors : vErrors.concat(validate86.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate84.errors = vErrors, 0 === errors;
}
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate84(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate84.errors : vErrors.concat(validate84.errors)).length);
  }
  return validate83.errors = vErrors, 0 === errors;
}
var schema38 = { enum: ["Secret", "ConfigMap"] };
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("Secret" === data || "ConfigMap" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema38.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate102.errors = vErrors, 0 === errors;
}
function validate104(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 253) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 253 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate104.errors = vErrors, 0 === errors;
}
function validate101(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.kind || validate102(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length), void 0 === data.name || validate104(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate104.errors : vErrors.concat(validate104.errors)).length), void 0 === data.optional || validate253(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate253.errors : vErrors.concat(validate253.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate101.errors = vErrors, 0 === errors;
}
function validate100(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate101(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate101.errors : vErrors.concat(validate101.errors)).length);
  }
  return validate100.errors = vErrors, 0 === errors;
}
function validate98(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.substitute || validate216(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate216.errors : vErrors.concat(validate216.errors)).length), void 0 === data.substituteFrom || validate100(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate100.errors : vErrors.concat(validate100.errors)).length)), validate98.errors = vErrors, 0 === errors;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate110.errors = vErrors, 0 === errors;
}
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data && !pattern0.test(data)) {
    let err1 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate262.errors = vErrors, 0 === errors;
}
var schema42 = { enum: ["OCIRepository", "GitRepository", "Bucket"] };
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("OCIRepository" === data || "GitRepository" === data || "Bucket" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema42.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate116.errors = vErrors, 0 === errors;
}
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate242(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.kind || validate116(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length), void 0 === data.name || validate223(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.namespace || validate242(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate114.errors = vErrors, 0 === errors;
}
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate27.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 63) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 63 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate122.errors = vErrors, 0 === errors;
}
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.prune) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 === data.commonMetadata || validate38(data.commonMetadata, { instancePath: instancePath + "/commonMetadata", parentData: data, parentDataProperty: "commonMetadata", rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), void 0 === data.components || validate42(data.components, { instancePath: instancePath + "/components", parentData: data, parentDataProperty: "components", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length), void 0 === data.decryption || validate45(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate45.errors : vErrors.concat(validate45.errors)).length), void 0 === data.dependsOn || validate52(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length), void 0 === data.force || validate253(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate253.errors : vErrors.concat(validate253.errors)).length), void 0 === data.healthChecks || validate59(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate59.errors : vErrors.concat(validate59.errors)).length), void 0 === data.images || validate67(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate67.errors : vErrors.concat(validate67.errors)).length), void 0 === data.interval || validate75(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate75.errors : vErrors.concat(validate75.errors)).length), void 0 === data.kubeConfig || validate77(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate77.errors : vErrors.concat(validate77.errors)).length), void 0 === data.patches || validate83(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length), void 0 === data.path || validate242(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.postBuild || validate98(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate98.errors : vErrors.concat(validate98.errors)).length), void 0 === data.prune || validate110(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate110.errors : vErrors.concat(validate110.errors)).length), void 0 === data.retryInterval || validate262(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length), void 0 === data.serviceAccountName || validate242(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.sourceRef || validate114(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate114.errors : vErrors.concat(validate114.errors)).length), void 0 === data.suspend || validate27(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length), void 0 === data.targetNamespace || validate122(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length), void 0 === data.timeout || validate262(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length), void 0 === data.wait || validate27(data.wait, { instancePath: instancePath + "/wait", parentData: data, parentDataProperty: "wait", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length);
  }
  return validate37.errors = vErrors, 0 === errors;
}
var formats03 = formats["date-time"];
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!formats03.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate130.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 32768) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 32768 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate132.errors = vErrors, 0 === errors;
}
var formats2 = formats.int64;
function validate134(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data)) {
    if (data < 0 || isNaN(data)) {
      let err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!formats2.validate(data)) {
      let err2 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate134.errors = vErrors, 0 === errors;
}
var pattern2 = RegExp("^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$", "u");
function validate136(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 1024) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 1024 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!pattern2.test(data)) {
      let err2 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate136.errors = vErrors, 0 === errors;
}
var schema51 = { enum: ["True", "False", "Unknown"] };
function validate138(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("True" === data || "False" === data || "Unknown" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema51.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate138.errors = vErrors, 0 === errors;
}
var pattern3 = RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 316) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 316 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (!pattern3.test(data)) {
      let err1 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate140.errors = vErrors, 0 === errors;
}
function validate129(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.lastTransitionTime) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastTransitionTime" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.message) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.reason) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.status) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.type) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    void 0 === data.lastTransitionTime || validate130(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate130.errors : vErrors.concat(validate130.errors)).length), void 0 === data.message || validate132(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length), void 0 === data.observedGeneration || validate134(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate134.errors : vErrors.concat(validate134.errors)).length), void 0 === data.reason || validate136(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate136.errors : vErrors.concat(validate136.errors)).length), void 0 === data.status || validate138(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate138.errors : vErrors.concat(validate138.errors)).length), void 0 === data.type || validate140(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate140.errors : vErrors.concat(validate140.errors)).length);
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate129.errors = vErrors, 0 === errors;
}
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate129(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate129.errors : vErrors.concat(validate129.errors)).length);
  }
  return validate128.errors = vErrors, 0 === errors;
}
function validate146(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.id) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.v) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "v" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.id || validate223(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length), void 0 === data.v || validate223(data.v, { instancePath: instancePath + "/v", parentData: data, parentDataProperty: "v", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate146.errors = vErrors, 0 === errors;
}
function validate145(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate146(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate146.errors : vErrors.concat(validate146.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate145.errors = vErrors, 0 === errors;
}
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.entries) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.entries || validate145(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate145.errors : vErrors.concat(validate145.errors)).length);
  }
  return validate144.errors = vErrors, 0 === errors;
}
function validate155(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats2.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate155.errors = vErrors, 0 === errors;
}
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.conditions || validate128(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate128.errors : vErrors.concat(validate128.errors)).length), void 0 === data.inventory || validate144(data.inventory, { instancePath: instancePath + "/inventory", parentData: data, parentDataProperty: "inventory", rootData }) || (errors = (vErrors = null === vErrors ? validate144.errors : vErrors.concat(validate144.errors)).length), void 0 === data.lastAppliedRevision || validate242(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.lastAttemptedRevision || validate242(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.lastHandledReconcileAt || validate242(data.lastHandledReconcileAt, { instancePath: instancePath + "/lastHandledReconcileAt", parentData: data, parentDataProperty: "lastHandledReconcileAt", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length), void 0 === data.observedGeneration || validate155(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate155.errors : vErrors.concat(validate155.errors)).length)), validate127.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1/Kustomization.mjs
var Kustomization = class _Kustomization extends Model {
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
Kustomization.apiVersion = "kustomize.toolkit.fluxcd.io/v1", Kustomization.kind = "Kustomization", Kustomization.is = createTypeMetaGuard(Kustomization), setValidateFunc(Kustomization, validate6);

// node_modules/@kubernetes-models/flux-cd/_schemas/KustomizeToolkitFluxcdIoV1beta1Kustomization.mjs
var validate7 = function validate263(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate272(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate272.errors : vErrors.concat(validate272.errors)).length), void 0 === data.kind || validate293(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate293.errors : vErrors.concat(validate293.errors)).length), void 0 === data.metadata || validate312(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate312.errors : vErrors.concat(validate312.errors)).length), void 0 === data.spec || validate35(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length), void 0 === data.status || validate141(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate141.errors : vErrors.concat(validate141.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate263.errors = vErrors, 0 === errors;
};
var schema11 = { enum: ["kustomize.toolkit.fluxcd.io/v1beta1"] };
function validate272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1beta1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema11.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate272.errors = vErrors, 0 === errors;
}
var schema12 = { enum: ["Kustomization"] };
function validate293(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema12.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate293.errors = vErrors, 0 === errors;
}
function validate312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate312.errors = vErrors, 0 === errors;
}
var schema17 = { enum: ["sops"] };
function validate372(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema17.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate372.errors = vErrors, 0 === errors;
}
function validate217(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate217.errors = vErrors, 0 === errors;
}
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.name || validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length);
  }
  return validate232.errors = vErrors, 0 === errors;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.provider || validate372(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate372.errors : vErrors.concat(validate372.errors)).length), void 0 === data.secretRef || validate232(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length);
  }
  return validate36.errors = vErrors, 0 === errors;
}
function validate224(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate224.errors = vErrors, 0 === errors;
}
function validate422(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.name || validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate422.errors = vErrors, 0 === errors;
}
function validate412(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate422(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate422.errors : vErrors.concat(validate422.errors)).length);
  }
  return validate412.errors = vErrors, 0 === errors;
}
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate47.errors = vErrors, 0 === errors;
}
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate224(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.kind || validate217(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.name || validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate50.errors = vErrors, 0 === errors;
}
function validate492(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate50(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate50.errors : vErrors.concat(validate50.errors)).length);
  }
  return validate492.errors = vErrors, 0 === errors;
}
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.digest || validate224(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.name || validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.newName || validate224(data.newName, { instancePath: instancePath + "/newName", parentData: data, parentDataProperty: "newName", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.newTag || validate224(data.newTag, { instancePath: instancePath + "/newTag", parentData: data, parentDataProperty: "newTag", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate58.errors = vErrors, 0 === errors;
}
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate58(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate58.errors : vErrors.concat(validate58.errors)).length);
  }
  return validate57.errors = vErrors, 0 === errors;
}
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || void 0 === data.secretRef || validate232(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length), validate66.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.annotationSelector || validate224(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.group || validate224(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.kind || validate224(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.labelSelector || validate224(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.name || validate224(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.version || validate224(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length)), validate72.errors = vErrors, 0 === errors;
}
function validate70(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.patch || validate217(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.target || validate72(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate70.errors = vErrors, 0 === errors;
}
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate70(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length);
  }
  return validate69.errors = vErrors, 0 === errors;
}
var schema33 = { enum: ["test", "remove", "add", "replace", "move", "copy"] };
function validate88(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("test" === data || "remove" === data || "add" === data || "replace" === data || "move" === data || "copy" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema33.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate88.errors = vErrors, 0 === errors;
}
function validate254(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  return validate254.errors = null, true;
}
function validate862(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.op) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.path) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.from || validate224(data.from, { instancePath: instancePath + "/from", parentData: data, parentDataProperty: "from", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.op || validate88(data.op, { instancePath: instancePath + "/op", parentData: data, parentDataProperty: "op", rootData }) || (errors = (vErrors = null === vErrors ? validate88.errors : vErrors.concat(validate88.errors)).length), void 0 === data.path || validate217(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.value || validate254(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate254.errors : vErrors.concat(validate254.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate862.errors = vErrors, 0 === errors;
}
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate862(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate862.errors : vErrors.concat(validate862.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate85.errors = vErrors, 0 === errors;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 === data.annotationSelector || validate224(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.group || validate224(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.kind || validate224(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.labelSelector || validate224(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.name || validate224(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.version || validate224(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate94.errors = vErrors, 0 === errors;
}
function validate842(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.target) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "target" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.patch || validate85(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate85.errors : vErrors.concat(validate85.errors)).length), void 0 === data.target || validate94(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate94.errors : vErrors.concat(validate94.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate842.errors = vErrors, 0 === errors;
}
function validate832(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate842(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate842.errors : vErrors.concat(validate842.errors)).length);
  }
  return validate832.errors = vErrors, 0 === errors;
}
function validate105(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate254(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate254.errors : vErrors.concat(validate254.errors)).length);
  }
  return validate105.errors = vErrors, 0 === errors;
}
function validate1102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate217(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length);
  return validate1102.errors = vErrors, 0 === errors;
}
var schema40 = { enum: ["Secret", "ConfigMap"] };
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("Secret" === data || "ConfigMap" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema40.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate115.errors = vErrors, 0 === errors;
}
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 253) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 253 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate117.errors = vErrors, 0 === errors;
}
function validate1142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.kind || validate115(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate115.errors : vErrors.concat(validate115.errors)).length), void 0 === data.name || validate117(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1142.errors = vErrors, 0 === errors;
}
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1142(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1142.errors : vErrors.concat(validate1142.errors)).length);
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate109(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.substitute || validate1102(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate1102.errors : vErrors.concat(validate1102.errors)).length), void 0 === data.substituteFrom || validate113(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), validate109.errors = vErrors, 0 === errors;
}
function validate1222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1222.errors = vErrors, 0 === errors;
}
var schema44 = { enum: ["GitRepository", "Bucket"] };
function validate1282(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("GitRepository" === data || "Bucket" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema44.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1282.errors = vErrors, 0 === errors;
}
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate224(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.kind || validate1282(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate1282.errors : vErrors.concat(validate1282.errors)).length), void 0 === data.name || validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate126.errors = vErrors, 0 === errors;
}
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate133.errors = vErrors, 0 === errors;
}
function validate135(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 63) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 63 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate135.errors = vErrors, 0 === errors;
}
var schema47 = { enum: ["none", "client", "server"] };
function validate1382(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("none" === data || "client" === data || "server" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema47.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1382.errors = vErrors, 0 === errors;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.prune) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 === data.decryption || validate36(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length), void 0 === data.dependsOn || validate412(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate412.errors : vErrors.concat(validate412.errors)).length), void 0 === data.force || validate47(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate47.errors : vErrors.concat(validate47.errors)).length), void 0 === data.healthChecks || validate492(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate492.errors : vErrors.concat(validate492.errors)).length), void 0 === data.images || validate57(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate57.errors : vErrors.concat(validate57.errors)).length), void 0 === data.interval || validate217(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.kubeConfig || validate66(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate66.errors : vErrors.concat(validate66.errors)).length), void 0 === data.patches || validate69(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate69.errors : vErrors.concat(validate69.errors)).length), void 0 === data.patchesJson6902 || validate832(data.patchesJson6902, { instancePath: instancePath + "/patchesJson6902", parentData: data, parentDataProperty: "patchesJson6902", rootData }) || (errors = (vErrors = null === vErrors ? validate832.errors : vErrors.concat(validate832.errors)).length), void 0 === data.patchesStrategicMerge || validate105(data.patchesStrategicMerge, { instancePath: instancePath + "/patchesStrategicMerge", parentData: data, parentDataProperty: "patchesStrategicMerge", rootData }) || (errors = (vErrors = null === vErrors ? validate105.errors : vErrors.concat(validate105.errors)).length), void 0 === data.path || validate224(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.postBuild || validate109(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate109.errors : vErrors.concat(validate109.errors)).length), void 0 === data.prune || validate1222(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate1222.errors : vErrors.concat(validate1222.errors)).length), void 0 === data.retryInterval || validate224(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.serviceAccountName || validate224(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.sourceRef || validate126(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate126.errors : vErrors.concat(validate126.errors)).length), void 0 === data.suspend || validate133(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate133.errors : vErrors.concat(validate133.errors)).length), void 0 === data.targetNamespace || validate135(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate135.errors : vErrors.concat(validate135.errors)).length), void 0 === data.timeout || validate224(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.validation || validate1382(data.validation, { instancePath: instancePath + "/validation", parentData: data, parentDataProperty: "validation", rootData }) || (errors = (vErrors = null === vErrors ? validate1382.errors : vErrors.concat(validate1382.errors)).length);
  }
  return validate35.errors = vErrors, 0 === errors;
}
var formats04 = formats["date-time"];
function validate1442(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!formats04.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1442.errors = vErrors, 0 === errors;
}
function validate1462(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 32768) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 32768 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1462.errors = vErrors, 0 === errors;
}
var formats22 = formats.int64;
function validate148(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data)) {
    if (data < 0 || isNaN(data)) {
      let err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!formats22.validate(data)) {
      let err2 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate148.errors = vErrors, 0 === errors;
}
var pattern02 = RegExp("^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$", "u");
function validate150(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 1024) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 1024 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!pattern02.test(data)) {
      let err2 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate150.errors = vErrors, 0 === errors;
}
var schema55 = { enum: ["True", "False", "Unknown"] };
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("True" === data || "False" === data || "Unknown" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema55.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate152.errors = vErrors, 0 === errors;
}
var pattern1 = RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 316) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 316 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (!pattern1.test(data)) {
      let err1 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate154.errors = vErrors, 0 === errors;
}
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.lastTransitionTime) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastTransitionTime" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.message) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.reason) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.status) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.type) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    void 0 === data.lastTransitionTime || validate1442(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate1442.errors : vErrors.concat(validate1442.errors)).length), void 0 === data.message || validate1462(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate1462.errors : vErrors.concat(validate1462.errors)).length), void 0 === data.observedGeneration || validate148(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate148.errors : vErrors.concat(validate148.errors)).length), void 0 === data.reason || validate150(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate150.errors : vErrors.concat(validate150.errors)).length), void 0 === data.status || validate152(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length), void 0 === data.type || validate154(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate154.errors : vErrors.concat(validate154.errors)).length);
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate143.errors = vErrors, 0 === errors;
}
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate143(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate143.errors : vErrors.concat(validate143.errors)).length);
  }
  return validate142.errors = vErrors, 0 === errors;
}
function validate161(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats22.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate161.errors = vErrors, 0 === errors;
}
function validate167(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate217(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate167.errors = vErrors, 0 === errors;
}
function validate166(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kinds) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kinds" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.kinds || validate167(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }) || (errors = (vErrors = null === vErrors ? validate167.errors : vErrors.concat(validate167.errors)).length), void 0 === data.namespace || validate224(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate166.errors = vErrors, 0 === errors;
}
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate166(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate166.errors : vErrors.concat(validate166.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate165.errors = vErrors, 0 === errors;
}
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.checksum) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checksum" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.entries) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 === data.checksum || validate217(data.checksum, { instancePath: instancePath + "/checksum", parentData: data, parentDataProperty: "checksum", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length), void 0 === data.entries || validate165(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate165.errors : vErrors.concat(validate165.errors)).length);
  }
  return validate163.errors = vErrors, 0 === errors;
}
function validate141(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.conditions || validate142(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length), void 0 === data.lastAppliedRevision || validate224(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.lastAttemptedRevision || validate224(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.lastHandledReconcileAt || validate224(data.lastHandledReconcileAt, { instancePath: instancePath + "/lastHandledReconcileAt", parentData: data, parentDataProperty: "lastHandledReconcileAt", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length), void 0 === data.observedGeneration || validate161(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate161.errors : vErrors.concat(validate161.errors)).length), void 0 === data.snapshot || validate163(data.snapshot, { instancePath: instancePath + "/snapshot", parentData: data, parentDataProperty: "snapshot", rootData }) || (errors = (vErrors = null === vErrors ? validate163.errors : vErrors.concat(validate163.errors)).length)), validate141.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta1/Kustomization.mjs
var Kustomization2 = class _Kustomization extends Model {
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
Kustomization2.apiVersion = "kustomize.toolkit.fluxcd.io/v1beta1", Kustomization2.kind = "Kustomization", Kustomization2.is = createTypeMetaGuard(Kustomization2), setValidateFunc(Kustomization2, validate7);

// node_modules/@kubernetes-models/flux-cd/_schemas/KustomizeToolkitFluxcdIoV1beta2Kustomization.mjs
var validate8 = function validate294(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate30(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), void 0 === data.kind || validate322(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate322.errors : vErrors.concat(validate322.errors)).length), void 0 === data.metadata || validate342(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate342.errors : vErrors.concat(validate342.errors)).length), void 0 === data.spec || validate382(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate382.errors : vErrors.concat(validate382.errors)).length), void 0 === data.status || validate1552(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1552.errors : vErrors.concat(validate1552.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate294.errors = vErrors, 0 === errors;
};
var schema142 = { enum: ["kustomize.toolkit.fluxcd.io/v1beta2"] };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1beta2" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema142.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate30.errors = vErrors, 0 === errors;
}
var schema15 = { enum: ["Kustomization"] };
function validate322(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema15.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate322.errors = vErrors, 0 === errors;
}
function validate342(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null === data || validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate342.errors = vErrors, 0 === errors;
}
function validate225(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate225.errors = vErrors, 0 === errors;
}
function validate218(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate225(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  return validate218.errors = vErrors, 0 === errors;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.annotations || validate218(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate218.errors : vErrors.concat(validate218.errors)).length), void 0 === data.labels || validate218(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate218.errors : vErrors.concat(validate218.errors)).length)), validate39.errors = vErrors, 0 === errors;
}
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate225(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  }
  return validate43.errors = vErrors, 0 === errors;
}
var schema22 = { enum: ["sops"] };
function validate472(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema22.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate472.errors = vErrors, 0 === errors;
}
function validate493(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  }
  return validate493.errors = vErrors, 0 === errors;
}
function validate462(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.provider || validate472(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate472.errors : vErrors.concat(validate472.errors)).length), void 0 === data.secretRef || validate493(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate493.errors : vErrors.concat(validate493.errors)).length);
  }
  return validate462.errors = vErrors, 0 === errors;
}
function validate243(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate243.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.namespace || validate243(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate54.errors = vErrors, 0 === errors;
}
function validate532(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate54(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length);
  }
  return validate532.errors = vErrors, 0 === errors;
}
function validate264(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate264.errors = vErrors, 0 === errors;
}
function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate243(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.kind || validate225(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.namespace || validate243(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate61.errors = vErrors, 0 === errors;
}
function validate602(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate61(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate61.errors : vErrors.concat(validate61.errors)).length);
  }
  return validate602.errors = vErrors, 0 === errors;
}
function validate692(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.digest || validate243(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.newName || validate243(data.newName, { instancePath: instancePath + "/newName", parentData: data, parentDataProperty: "newName", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.newTag || validate243(data.newTag, { instancePath: instancePath + "/newTag", parentData: data, parentDataProperty: "newTag", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate692.errors = vErrors, 0 === errors;
}
function validate682(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate692(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate692.errors : vErrors.concat(validate692.errors)).length);
  }
  return validate682.errors = vErrors, 0 === errors;
}
var pattern03 = RegExp("^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$", "u");
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!pattern03.test(data)) {
      let err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate76.errors = vErrors, 0 === errors;
}
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.key || validate243(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate79.errors = vErrors, 0 === errors;
}
function validate782(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.secretRef) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretRef" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.secretRef || validate79(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate79.errors : vErrors.concat(validate79.errors)).length);
  }
  return validate782.errors = vErrors, 0 === errors;
}
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.annotationSelector || validate243(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.group || validate243(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.kind || validate243(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.labelSelector || validate243(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.name || validate243(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.namespace || validate243(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.version || validate243(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length)), validate87.errors = vErrors, 0 === errors;
}
function validate852(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 === data.patch || validate225(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.target || validate87(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate87.errors : vErrors.concat(validate87.errors)).length);
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate852.errors = vErrors, 0 === errors;
}
function validate843(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate852(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate852.errors : vErrors.concat(validate852.errors)).length);
  }
  return validate843.errors = vErrors, 0 === errors;
}
var schema402 = { enum: ["test", "remove", "add", "replace", "move", "copy"] };
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("test" === data || "remove" === data || "add" === data || "replace" === data || "move" === data || "copy" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema402.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate103.errors = vErrors, 0 === errors;
}
function validate255(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  return validate255.errors = null, true;
}
function validate1012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.op) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.path) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.from || validate243(data.from, { instancePath: instancePath + "/from", parentData: data, parentDataProperty: "from", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.op || validate103(data.op, { instancePath: instancePath + "/op", parentData: data, parentDataProperty: "op", rootData }) || (errors = (vErrors = null === vErrors ? validate103.errors : vErrors.concat(validate103.errors)).length), void 0 === data.path || validate225(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.value || validate255(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate255.errors : vErrors.concat(validate255.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1012.errors = vErrors, 0 === errors;
}
function validate1002(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1012(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1012.errors : vErrors.concat(validate1012.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1002.errors = vErrors, 0 === errors;
}
function validate1092(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 === data.annotationSelector || validate243(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.group || validate243(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.kind || validate243(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.labelSelector || validate243(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.name || validate243(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.namespace || validate243(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.version || validate243(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1092.errors = vErrors, 0 === errors;
}
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.target) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "target" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.patch || validate1002(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate1002.errors : vErrors.concat(validate1002.errors)).length), void 0 === data.target || validate1092(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate1092.errors : vErrors.concat(validate1092.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate99.errors = vErrors, 0 === errors;
}
function validate982(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate99(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate99.errors : vErrors.concat(validate99.errors)).length);
  }
  return validate982.errors = vErrors, 0 === errors;
}
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate255(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate255.errors : vErrors.concat(validate255.errors)).length);
  }
  return validate120.errors = vErrors, 0 === errors;
}
var schema46 = { enum: ["Secret", "ConfigMap"] };
function validate1283(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("Secret" === data || "ConfigMap" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema46.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1283.errors = vErrors, 0 === errors;
}
function validate1302(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 253) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 253 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1302.errors = vErrors, 0 === errors;
}
function validate1272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.kind || validate1283(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate1283.errors : vErrors.concat(validate1283.errors)).length), void 0 === data.name || validate1302(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate1302.errors : vErrors.concat(validate1302.errors)).length), void 0 === data.optional || validate264(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate264.errors : vErrors.concat(validate264.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1272.errors = vErrors, 0 === errors;
}
function validate1262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1272(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1272.errors : vErrors.concat(validate1272.errors)).length);
  }
  return validate1262.errors = vErrors, 0 === errors;
}
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.substitute || validate218(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate218.errors : vErrors.concat(validate218.errors)).length), void 0 === data.substituteFrom || validate1262(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate1262.errors : vErrors.concat(validate1262.errors)).length)), validate124.errors = vErrors, 0 === errors;
}
function validate1362(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1362.errors = vErrors, 0 === errors;
}
function validate273(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data && !pattern03.test(data)) {
    let err1 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate273.errors = vErrors, 0 === errors;
}
var schema50 = { enum: ["OCIRepository", "GitRepository", "Bucket"] };
function validate1422(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("OCIRepository" === data || "GitRepository" === data || "Bucket" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema50.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1422.errors = vErrors, 0 === errors;
}
function validate1402(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kind) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.apiVersion || validate243(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.kind || validate1422(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate1422.errors : vErrors.concat(validate1422.errors)).length), void 0 === data.name || validate225(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.namespace || validate243(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1402.errors = vErrors, 0 === errors;
}
function validate283(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate283.errors = vErrors, 0 === errors;
}
function validate1482(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 63) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 63 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate1482.errors = vErrors, 0 === errors;
}
var schema52 = { enum: ["none", "client", "server"] };
function validate151(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("none" === data || "client" === data || "server" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema52.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate151.errors = vErrors, 0 === errors;
}
function validate382(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.prune) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 === data.commonMetadata || validate39(data.commonMetadata, { instancePath: instancePath + "/commonMetadata", parentData: data, parentDataProperty: "commonMetadata", rootData }) || (errors = (vErrors = null === vErrors ? validate39.errors : vErrors.concat(validate39.errors)).length), void 0 === data.components || validate43(data.components, { instancePath: instancePath + "/components", parentData: data, parentDataProperty: "components", rootData }) || (errors = (vErrors = null === vErrors ? validate43.errors : vErrors.concat(validate43.errors)).length), void 0 === data.decryption || validate462(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate462.errors : vErrors.concat(validate462.errors)).length), void 0 === data.dependsOn || validate532(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate532.errors : vErrors.concat(validate532.errors)).length), void 0 === data.force || validate264(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate264.errors : vErrors.concat(validate264.errors)).length), void 0 === data.healthChecks || validate602(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate602.errors : vErrors.concat(validate602.errors)).length), void 0 === data.images || validate682(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate682.errors : vErrors.concat(validate682.errors)).length), void 0 === data.interval || validate76(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate76.errors : vErrors.concat(validate76.errors)).length), void 0 === data.kubeConfig || validate782(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate782.errors : vErrors.concat(validate782.errors)).length), void 0 === data.patches || validate843(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate843.errors : vErrors.concat(validate843.errors)).length), void 0 === data.patchesJson6902 || validate982(data.patchesJson6902, { instancePath: instancePath + "/patchesJson6902", parentData: data, parentDataProperty: "patchesJson6902", rootData }) || (errors = (vErrors = null === vErrors ? validate982.errors : vErrors.concat(validate982.errors)).length), void 0 === data.patchesStrategicMerge || validate120(data.patchesStrategicMerge, { instancePath: instancePath + "/patchesStrategicMerge", parentData: data, parentDataProperty: "patchesStrategicMerge", rootData }) || (errors = (vErrors = null === vErrors ? validate120.errors : vErrors.concat(validate120.errors)).length), void 0 === data.path || validate243(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.postBuild || validate124(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate124.errors : vErrors.concat(validate124.errors)).length), void 0 === data.prune || validate1362(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate1362.errors : vErrors.concat(validate1362.errors)).length), void 0 === data.retryInterval || validate273(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate273.errors : vErrors.concat(validate273.errors)).length), void 0 === data.serviceAccountName || validate243(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.sourceRef || validate1402(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate1402.errors : vErrors.concat(validate1402.errors)).length), void 0 === data.suspend || validate283(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate283.errors : vErrors.concat(validate283.errors)).length), void 0 === data.targetNamespace || validate1482(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate1482.errors : vErrors.concat(validate1482.errors)).length), void 0 === data.timeout || validate273(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate273.errors : vErrors.concat(validate273.errors)).length), void 0 === data.validation || validate151(data.validation, { instancePath: instancePath + "/validation", parentData: data, parentDataProperty: "validation", rootData }) || (errors = (vErrors = null === vErrors ? validate151.errors : vErrors.concat(validate151.errors)).length), void 0 === data.wait || validate283(data.wait, { instancePath: instancePath + "/wait", parentData: data, parentDataProperty: "wait", rootData }) || (errors = (vErrors = null === vErrors ? validate283.errors : vErrors.concat(validate283.errors)).length);
  }
  return validate382.errors = vErrors, 0 === errors;
}
var formats05 = formats["date-time"];
function validate158(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (!formats05.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate158.errors = vErrors, 0 === errors;
}
function validate160(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 32768) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 32768 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate160.errors = vErrors, 0 === errors;
}
var formats23 = formats.int64;
function validate162(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data)) {
    if (data < 0 || isNaN(data)) {
      let err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!formats23.validate(data)) {
      let err2 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate162.errors = vErrors, 0 === errors;
}
var pattern22 = RegExp("^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$", "u");
function validate164(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 1024) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 1024 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err1 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!pattern22.test(data)) {
      let err2 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate164.errors = vErrors, 0 === errors;
}
var schema60 = { enum: ["True", "False", "Unknown"] };
function validate1662(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (!("True" === data || "False" === data || "Unknown" === data)) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema60.enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1662.errors = vErrors, 0 === errors;
}
var pattern32 = RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$", "u");
function validate168(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 316) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 316 } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (!pattern32.test(data)) {
      let err1 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate168.errors = vErrors, 0 === errors;
}
function validate157(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.lastTransitionTime) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastTransitionTime" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.message) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.reason) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.status) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.type) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    void 0 === data.lastTransitionTime || validate158(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate158.errors : vErrors.concat(validate158.errors)).length), void 0 === data.message || validate160(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate160.errors : vErrors.concat(validate160.errors)).length), void 0 === data.observedGeneration || validate162(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate162.errors : vErrors.concat(validate162.errors)).length), void 0 === data.reason || validate164(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate164.errors : vErrors.concat(validate164.errors)).length), void 0 === data.status || validate1662(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1662.errors : vErrors.concat(validate1662.errors)).length), void 0 === data.type || validate168(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length);
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate157.errors = vErrors, 0 === errors;
}
function validate156(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate157(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate157.errors : vErrors.concat(validate157.errors)).length);
  }
  return validate156.errors = vErrors, 0 === errors;
}
function validate174(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.id) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.v) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "v" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.id || validate225(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), void 0 === data.v || validate225(data.v, { instancePath: instancePath + "/v", parentData: data, parentDataProperty: "v", rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate174.errors = vErrors, 0 === errors;
}
function validate173(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate174(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate174.errors : vErrors.concat(validate174.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate173.errors = vErrors, 0 === errors;
}
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.entries) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 === data.entries || validate173(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate173.errors : vErrors.concat(validate173.errors)).length);
  }
  return validate172.errors = vErrors, 0 === errors;
}
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats23.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate183.errors = vErrors, 0 === errors;
}
function validate1552(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return !data || "object" != typeof data || Array.isArray(data) || (void 0 === data.conditions || validate156(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length), void 0 === data.inventory || validate172(data.inventory, { instancePath: instancePath + "/inventory", parentData: data, parentDataProperty: "inventory", rootData }) || (errors = (vErrors = null === vErrors ? validate172.errors : vErrors.concat(validate172.errors)).length), void 0 === data.lastAppliedRevision || validate243(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.lastAttemptedRevision || validate243(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.lastHandledReconcileAt || validate243(data.lastHandledReconcileAt, { instancePath: instancePath + "/lastHandledReconcileAt", parentData: data, parentDataProperty: "lastHandledReconcileAt", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length), void 0 === data.observedGeneration || validate183(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate183.errors : vErrors.concat(validate183.errors)).length)), validate1552.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta2/Kustomization.mjs
var Kustomization3 = class _Kustomization extends Model {
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
Kustomization3.apiVersion = "kustomize.toolkit.fluxcd.io/v1beta2", Kustomization3.kind = "Kustomization", Kustomization3.is = createTypeMetaGuard(Kustomization3), setValidateFunc(Kustomization3, validate8);

// src/config/schema.ts
var FLUX_API_VERSIONS = [
  "kustomize.toolkit.fluxcd.io/v1",
  "kustomize.toolkit.fluxcd.io/v1beta2",
  "kustomize.toolkit.fluxcd.io/v1beta1"
];
var MODELS = {
  "kustomize.toolkit.fluxcd.io/v1": Kustomization,
  "kustomize.toolkit.fluxcd.io/v1beta2": Kustomization3,
  "kustomize.toolkit.fluxcd.io/v1beta1": Kustomization2
};
function isFluxApiVersion(apiVersion) {
  return typeof apiVersion === "string" && FLUX_API_VERSIONS.includes(apiVersion);
}
function validateAgainstSchema(apiVersion, object) {
  try {
    MODELS[apiVersion].prototype.validate.call(object);
    return [];
  } catch (error) {
    const errors = error.errors;
    if (!Array.isArray(errors)) throw error;
    return errors.map((e) => toFieldError(e, object));
  }
}
var DURATION_PATTERN_HINT = "(ms|s|m|h)";
function toFieldError(error, root) {
  const path5 = parsePointer(error.instancePath);
  const value = valueAt(root, path5);
  const p = error.params;
  switch (error.keyword) {
    case "required": {
      const missing2 = String(p.missingProperty);
      return { path: [...path5, missing2], message: fieldText.required, linePath: path5 };
    }
    case "enum":
      return at(path5, fieldText.unsupported(value, p.allowedValues ?? []));
    case "type":
      return at(path5, fieldText.wrongType(value, String(p.type)));
    case "pattern": {
      const pattern = String(p.pattern);
      return at(
        path5,
        pattern.includes(DURATION_PATTERN_HINT) ? fieldText.duration(value) : fieldText.pattern(value, pattern)
      );
    }
    case "maxLength":
      return at(path5, fieldText.tooLong(value, Number(p.limit)));
    case "minLength":
      return at(path5, fieldText.tooShort(value, Number(p.limit)));
    case "minimum":
      return at(path5, fieldText.minimum(value, Number(p.limit)));
    case "format":
      return at(path5, fieldText.format(value, String(p.format)));
    default:
      return at(path5, fieldText.invalid(value, error.message ?? error.keyword));
  }
}
function at(path5, message) {
  return { path: path5, message, linePath: path5 };
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~")).map((s) => /^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s);
}
function valueAt(root, path5) {
  let node = root;
  for (const segment of path5) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[segment];
  }
  return node;
}
function formatFieldPath(path5) {
  let out = "";
  for (const segment of path5) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${segment}]`;
  }
  return out;
}

// src/config/walk.ts
import { readdir, realpath, stat } from "node:fs/promises";
import path2 from "node:path";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([".git", "node_modules"]);
function isYamlFile(name) {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}
async function findYamlFiles(start, realRoot) {
  const found = { files: [], problems: [] };
  const candidates = [];
  async function visitDirectory(dir, realDir, ancestors) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      found.problems.push({ file: dir, message: problemText.unreadable(describe(error)) });
      return;
    }
    const chain = [...ancestors, realDir];
    const subdirectories = [];
    for (const entry of entries) {
      const full = path2.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
        subdirectories.push(visitDirectory(full, path2.join(realDir, entry.name), chain));
      } else if (entry.isFile()) {
        if (isYamlFile(entry.name)) addFile(full, path2.join(realDir, entry.name));
      } else if (entry.isSymbolicLink()) {
        subdirectories.push(followSymlink(full, entry.name, chain));
      }
    }
    await Promise.all(subdirectories);
  }
  async function followSymlink(link, name, chain) {
    let target;
    let isDirectory;
    try {
      target = await realpath(link);
      isDirectory = (await stat(target)).isDirectory();
    } catch (error) {
      const code = error.code;
      if (code === "ELOOP") found.problems.push({ file: link, message: problemText.symlinkLoop(name) });
      else if (isYamlFile(name)) found.problems.push({ file: link, message: problemText.brokenSymlink });
      return;
    }
    if (!isDirectory && !isYamlFile(name)) return;
    if (!isInside(target, realRoot)) {
      found.problems.push({ file: link, message: problemText.symlinkOutsideRoot });
      return;
    }
    if (!isDirectory) {
      addFile(link, target);
      return;
    }
    if (SKIPPED_DIRECTORIES.has(name)) return;
    const loopsTo = chain.find((ancestor) => ancestor === target);
    if (loopsTo !== void 0) {
      found.problems.push({ file: link, message: problemText.symlinkLoop(relativeOrDot(realRoot, loopsTo)) });
      return;
    }
    await visitDirectory(link, target, chain);
  }
  function addFile(file, real) {
    candidates.push({ file, real });
  }
  const realStart = await realpath(start);
  if ((await stat(realStart)).isDirectory()) await visitDirectory(start, realStart, []);
  else addFile(start, realStart);
  const viaLink = (c) => path2.relative(start, c.file) === path2.relative(realStart, c.real) ? 0 : 1;
  candidates.sort((a, b) => viaLink(a) - viaLink(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const seen = /* @__PURE__ */ new Set();
  for (const c of candidates) {
    if (seen.has(c.real)) continue;
    seen.add(c.real);
    found.files.push(c.file);
  }
  found.files.sort();
  found.problems.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return found;
}
function isInside(child, parent) {
  const relative4 = path2.relative(parent, child);
  return relative4 === "" || !relative4.startsWith("..") && !path2.isAbsolute(relative4);
}
function relativeOrDot(root, target) {
  return path2.relative(root, target).split(path2.sep).join("/") || ".";
}
function describe(error) {
  const e = error;
  return e.code ? `${e.code}: ${e.message}` : String(error);
}

// src/config/load.ts
var DEFAULT_NAMESPACE = "flux-system";
var READ_CONCURRENCY = 64;
async function loadKustomizations(options) {
  const root = path3.resolve(options.root);
  const defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
  const start = path3.resolve(root, options.path ?? ".");
  const shownStart = displayPath(root, options.path ?? ".", start);
  const problems = [];
  if (!isInside(start, root)) {
    return { kustomizations: [], problems: [{ message: problemText.pathOutsideRoot(shownStart) }] };
  }
  let realRoot;
  try {
    realRoot = await realpath2(root);
  } catch {
    return { kustomizations: [], problems: [{ message: problemText.pathNotFound(root) }] };
  }
  let realStart;
  try {
    await stat2(start);
    realStart = await realpath2(start);
  } catch {
    return { kustomizations: [], problems: [{ message: problemText.pathNotFound(shownStart) }] };
  }
  if (!isInside(realStart, realRoot)) {
    return { kustomizations: [], problems: [{ message: problemText.pathOutsideRoot(shownStart) }] };
  }
  const found = await findYamlFiles(start, realRoot);
  const relative4 = (file) => relativeOrDot(root, file);
  for (const p of found.problems) problems.push({ message: p.message, source: { file: relative4(p.file) } });
  const perFile = await mapConcurrently(
    found.files,
    READ_CONCURRENCY,
    (file) => loadFile(file, relative4(file), defaultNamespace).catch(
      // A bug of ours must still come out as one line about one file, not a stack trace.
      (error) => ({
        kustomizations: [],
        problems: [{ message: problemText.unreadable(String(error)), source: { file: relative4(file) } }],
        sawFluxDocument: true
      })
    )
  );
  const kustomizations = [];
  const firstDefinition = /* @__PURE__ */ new Map();
  for (const fileResult of perFile) {
    problems.push(...fileResult.problems);
    for (const spec of fileResult.kustomizations) {
      const key3 = kustomizationKey(spec);
      const first = firstDefinition.get(key3);
      if (first) {
        problems.push({
          message: problemText.duplicate(key3, location(first), location(spec.source)),
          object: `Kustomization/${key3}`,
          source: spec.source
        });
        continue;
      }
      firstDefinition.set(key3, spec.source);
      kustomizations.push(spec);
    }
  }
  if (kustomizations.length === 0 && problems.length === 0 && !perFile.some((f) => f.sawFluxDocument)) {
    problems.push({ message: problemText.noKustomizations(shownStart) });
  }
  return { kustomizations, problems };
}
async function loadFile(file, shownFile, defaultNamespace) {
  const result = { kustomizations: [], problems: [], sawFluxDocument: false };
  let bytes;
  try {
    bytes = await readWholeFile(file);
  } catch (error) {
    result.problems.push({
      message: problemText.unreadable(error.message),
      source: { file: shownFile }
    });
    return result;
  }
  if (!isUtf8(bytes)) {
    result.problems.push({ message: problemText.notUtf8, source: { file: shownFile } });
    return result;
  }
  if (bytes.indexOf(FLUX_GROUP) < 0) return result;
  const text = bytes.toString("utf8");
  const parsed = parseFluxDocuments(text);
  for (const p of parsed.problems) {
    result.sawFluxDocument = true;
    result.problems.push({
      message: p.message,
      source: { file: shownFile, line: p.line, ...p.column ? { column: p.column } : {} }
    });
  }
  for (const document of parsed.documents) {
    readDocument(document, shownFile, defaultNamespace, result);
  }
  return result;
}
function readDocument(document, file, defaultNamespace, into) {
  const { value } = document;
  if (value === null || value === void 0) return;
  if (!isObject(value)) {
    into.sawFluxDocument = true;
    const found = Array.isArray(value) ? "a list" : `a ${typeof value}`;
    into.problems.push({ message: problemText.notAMapping(found), source: { file, line: document.line } });
    return;
  }
  if (value.kind === "List" && value.apiVersion === "v1" && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      readObject(item, ["items", i], document, file, defaultNamespace, into);
    });
    return;
  }
  readObject(value, [], document, file, defaultNamespace, into);
}
function readObject(object, at2, document, file, defaultNamespace, into) {
  if (!isObject(object) || typeof object.apiVersion !== "string") return;
  const apiVersion = object.apiVersion;
  if (apiVersion !== FLUX_GROUP && !apiVersion.startsWith(`${FLUX_GROUP}/`)) return;
  into.sawFluxDocument = true;
  if (object.kind !== "Kustomization") {
    const line = document.lineOf([...at2, "kind"]);
    const message = `kind: ${fieldText.unsupported(object.kind ?? "", ["Kustomization"])}`;
    into.problems.push({ message, source: { file, line } });
    return;
  }
  const source = { file, line: document.lineOf(at2) };
  const name = isObject(object.metadata) ? object.metadata.name : void 0;
  const namespace = isObject(object.metadata) && object.metadata.namespace || defaultNamespace;
  const objectRef = typeof name === "string" && name ? `Kustomization/${namespace}/${name}` : void 0;
  const problem = (message, line) => ({
    message,
    ...objectRef ? { object: objectRef } : {},
    source: { file, line }
  });
  if (!isFluxApiVersion(apiVersion)) {
    into.problems.push(
      problem(
        problemText.unknownApiVersion(apiVersion, FLUX_API_VERSIONS),
        document.lineOf([...at2, "apiVersion"])
      )
    );
    return;
  }
  const fieldErrors = [...validateAgainstSchema(apiVersion, object), ...checkBeyondSchema(object)];
  if (fieldErrors.length > 0) {
    const located = fieldErrors.map((e) => ({
      line: document.lineOf([...at2, ...e.linePath]),
      text: `${formatFieldPath(e.path)}: ${e.message}`
    }));
    located.sort((a, b) => a.line - b.line || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    for (const e of located) into.problems.push(problem(e.text, e.line));
    return;
  }
  into.kustomizations.push(normaliseKustomization(object, apiVersion, defaultNamespace, source));
}
function readWholeFile(file) {
  return new Promise((resolve3, reject) => {
    readFile(file, (error, data) => error ? reject(error) : resolve3(data));
  });
}
async function mapConcurrently(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
function location(source) {
  return source.line ? `${source.file}:${source.line}` : source.file;
}
function displayPath(root, given, resolved) {
  return path3.isAbsolute(given) && !isInside(resolved, root) ? given : relativeOrDot(root, resolved);
}

// src/reconcile/validate.ts
async function validate9(options) {
  const started = Date.now();
  const loaded = await loadKustomizations({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace
  });
  const plan = planGraph(loaded.kustomizations);
  const ordered = /* @__PURE__ */ new Set([...plan.order, ...loaded.kustomizations]);
  const kustomizations = [...ordered].map((spec) => {
    const blocked = plan.blocked.get(kustomizationKey(spec));
    return {
      name: spec.name,
      namespace: spec.namespace,
      ready: blocked ? "False" : "Unknown",
      reason: blocked ? blocked.reason : "Planned",
      message: blocked ? blocked.message : "definition valid; not applied",
      revision: "",
      changes: [],
      durationMs: 0,
      dependsOn: spec.dependsOn.map((d) => `${d.namespace}/${d.name}`),
      source: spec.source
    };
  });
  const report = {
    ready: loaded.problems.length === 0 && plan.blocked.size === 0,
    mode: options.mode,
    kustomizations,
    problems: loaded.problems,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started
  };
  return { report, plan };
}

// src/build/envsubst.ts
var SubstitutionError = class extends Error {
  name = "SubstitutionError";
};
var ERR_BAD_SUBSTITUTION = "bad substitution";
var ERR_MISSING_BRACE = "missing closing brace";
var ERR_VARIABLE_NAME = "unable to parse variable name";
var ERR_FUNC_PARAM = "unable to parse substitution within function";
var isIdentChar = (c) => /^[\p{L}\p{Nd}_]$/u.test(c);
var Parser = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  parseTemplate() {
    const nodes = [];
    let buffer = "";
    const t = this.text;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === "$" && t[this.pos + 1] === "{") {
        if (buffer) nodes.push({ type: "text", value: buffer });
        buffer = "";
        this.pos += 2;
        nodes.push(this.parseFunc());
        continue;
      }
      if (c === "$" && t[this.pos + 1] === "$") {
        buffer += "$";
        this.pos += 2;
        continue;
      }
      buffer += c;
      this.pos++;
    }
    if (buffer) nodes.push({ type: "text", value: buffer });
    return nodes;
  }
  peek(offset = 0) {
    return this.text[this.pos + offset];
  }
  fail(message) {
    throw new SubstitutionError(message);
  }
  consumeRbrace(message = ERR_BAD_SUBSTITUTION) {
    if (this.peek() !== "}") this.fail(message);
    this.pos++;
  }
  readIdent() {
    const start = this.pos;
    while (this.pos < this.text.length && isIdentChar(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }
  /** After `${`. */
  parseFunc() {
    if (this.peek() === "#") {
      this.pos++;
      const param2 = this.readIdent();
      if (!param2) this.fail(ERR_BAD_SUBSTITUTION);
      this.consumeRbrace();
      return { type: "func", param: param2, op: "#", args: [] };
    }
    const param = this.readIdent();
    if (!param) this.fail(ERR_VARIABLE_NAME);
    const c = this.peek();
    switch (c) {
      case ":": {
        const next = this.peek(1);
        if (next === "=" || next === "-" || next === "?" || next === "+") {
          this.pos += 2;
          return this.parseDefault(param, `:${next}`);
        }
        this.pos++;
        return this.parseSubstring(param);
      }
      case "=":
        this.pos++;
        return this.parseDefault(param, "=");
      case ",":
      case "^": {
        let op = c;
        this.pos++;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        this.consumeRbrace();
        return { type: "func", param, op, args: [] };
      }
      case "/": {
        this.pos++;
        let op = "/";
        const n = this.peek();
        if (n === "/" || n === "#" || n === "%") {
          op += n;
          this.pos++;
        }
        return this.parseReplace(param, op);
      }
      case "#":
      case "%": {
        this.pos++;
        let op = c;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        const arg = this.parseParam((ch) => ch !== "}", false);
        this.consumeRbrace();
        return { type: "func", param, op, args: [arg] };
      }
    }
    this.consumeRbrace(ERR_MISSING_BRACE);
    return { type: "func", param, op: "", args: [] };
  }
  /**
   * One function argument: either a nested `${...}` or a run of accepted characters.
   * `escapes` turns on `\\` / `\/` and `$$` escapes (used by the replace function).
   */
  parseParam(accept, escapes) {
    if (this.peek() === "$" && this.peek(1) === "{") {
      this.pos += 2;
      return [this.parseFunc()];
    }
    let value = "";
    const start = this.pos;
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === "$" && this.peek(1) === "{") break;
      if (escapes && c === "$" && this.peek(1) === "$") {
        value += "$";
        this.pos += 2;
        continue;
      }
      if (escapes && c === "\\" && (this.peek(1) === "/" || this.peek(1) === "\\")) {
        value += this.peek(1);
        this.pos += 2;
        continue;
      }
      if (!accept(c)) break;
      value += c;
      this.pos++;
    }
    if (this.pos === start) this.fail(ERR_FUNC_PARAM);
    return [{ type: "text", value }];
  }
  parseDefault(param, op) {
    const args = [];
    for (; ; ) {
      if (this.pos >= this.text.length) this.fail(ERR_FUNC_PARAM);
      if (this.peek() === "}") {
        this.pos++;
        return { type: "func", param, op, args };
      }
      args.push(this.parseParam((c) => c !== "}", false));
    }
  }
  parseSubstring(param) {
    const args = [this.parseParam((c) => c !== ":" && c !== "}", false)];
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op: ":", args };
    }
    if (this.peek() !== ":") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    args.push(this.parseParam((c) => c !== "}", false));
    this.consumeRbrace();
    return { type: "func", param, op: ":", args };
  }
  parseReplace(param, op) {
    const args = [this.parseParam((c) => c !== "/", true)];
    if (this.peek() !== "/") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op, args };
    }
    args.push(this.parseParam((c) => c !== "}", true));
    this.consumeRbrace();
    return { type: "func", param, op, args };
  }
};
var DEFAULT_OPS = /* @__PURE__ */ new Set(["-", "+", "=", "?", ":-", ":+", ":=", ":?"]);
var utf8 = (s) => Buffer.from(s, "utf8");
function substring(value, args) {
  const bytes = utf8(value);
  let pos = Number.parseInt(args[0] ?? "", 10);
  if (!/^[-+]?\d+$/.test(args[0] ?? "") || Number.isNaN(pos)) return value;
  if (pos < 0) pos = Math.max(0, bytes.length + pos);
  if (args.length < 2) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  if (!/^[-+]?\d+$/.test(args[1] ?? "")) return value;
  const length = Number.parseInt(args[1], 10);
  if (pos + length >= bytes.length) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  return bytes.subarray(pos, pos + length).toString("utf8");
}
function globToRegExp(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += "[\\s\\S]*";
    else if (c === "?") re += "[\\s\\S]";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        if (body.startsWith("!") || body.startsWith("^")) body = `^${body.slice(1)}`;
        re += `[${body.replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length) {
      re += pattern[++i].replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    } else re += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "u");
}
function trimPrefix(value, pattern, longest) {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = chars.length; n > 0; n--)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  } else {
    for (let n = 1; n <= chars.length; n++)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  }
  return value;
}
function trimSuffix(value, pattern, longest) {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = 0; n < chars.length; n++)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  } else {
    for (let n = chars.length - 1; n >= 0; n--)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  }
  return value;
}
function applyOperator(op, value, args) {
  switch (op) {
    case "":
      return value;
    case ",":
      return value ? value[0].toLowerCase() + value.slice(1) : value;
    case ",,":
      return value.toLowerCase();
    case "^":
      return value ? value[0].toUpperCase() + value.slice(1) : value;
    case "^^":
      return value.toUpperCase();
    case "#":
      return args.length === 0 ? String(utf8(value).length) : trimPrefix(value, args[0], false);
    case "##":
      return args.length ? trimPrefix(value, args[0], true) : value;
    case "%":
      return args.length ? trimSuffix(value, args[0], false) : value;
    case "%%":
      return args.length ? trimSuffix(value, args[0], true) : value;
    case ":":
      return substring(value, args);
    case "/":
    case "//": {
      const [pattern = "", replacement = ""] = args;
      if (args.length === 0) return value;
      return op === "/" ? value.replace(pattern, () => replacement) : value.split(pattern).join(replacement);
    }
    case "/#":
      return args.length === 2 && value.startsWith(args[0]) ? args[1] + value.slice(args[0].length) : value;
    case "/%":
      return args.length === 2 && value.endsWith(args[0]) ? value.slice(0, value.length - args[0].length) + args[1] : value;
    default:
      return value === "" && args.length > 0 ? args.join("") : value;
  }
}
function evaluate(nodes, lookup, strict) {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") {
      out += node.value;
      continue;
    }
    const args = node.args.map((arg) => evaluate(arg, lookup, strict));
    const value = lookup(node.param);
    if (value === void 0 && strict && !DEFAULT_OPS.has(node.op)) {
      throw new SubstitutionError(`variable not set (strict mode): ${JSON.stringify(node.param)}`);
    }
    out += applyOperator(node.op, value ?? "", args);
  }
  return out;
}
function envsubst(text, lookup, options = {}) {
  const nodes = new Parser(text).parseTemplate();
  return evaluate(nodes, lookup, options.strict ?? false);
}

// src/build/errors.ts
var BuildError = class extends Error {
  name = "BuildError";
  reason;
  /** `namespace/name` of the Kustomization. */
  kustomization;
  /** The message without the Kustomization prefix, as Flux writes it in the Ready condition. */
  detail;
  source;
  constructor(kustomization, detail, options = {}) {
    super(`Kustomization/${kustomization}: ${detail}`);
    this.kustomization = kustomization;
    this.detail = detail;
    this.reason = options.reason ?? "BuildFailed";
    if (options.source) this.source = options.source;
  }
};
var messages = {
  pathNotFound: (path5) => `kustomization path not found: ${path5}`,
  pathNotDirectory: (path5) => `kustomization path is not a directory: ${path5}`,
  sourceDirMissing: (ref, dir) => `${ref}: source directory ${dir} does not exist`,
  kustomizeFailed: (detail) => `kustomize build failed: ${detail}`,
  componentNotFound: (component, resolved) => `kustomize build failed: component '${component}' not found: ${resolved} does not exist`,
  componentNotLocal: (component) => `component path '${component}' must be local and relative`,
  postBuildFailed: (object, detail) => `post build failed for '${object}': ${detail}`,
  invalidVarName: (name) => `'${name}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`,
  substituteFromFailed: (kind, name, detail) => `substitute from '${kind}/${name}' error: ${detail}`,
  notAnObject: (where) => `failed to decode Kubernetes apiVersion, kind and name from ${where}`
};

// src/build/format.ts
var import_yaml2 = __toESM(require_dist(), 1);
function formatManifests(manifests) {
  return manifests.map(
    (m) => (0, import_yaml2.stringify)(m.object, { version: "1.1", lineWidth: 0, indentSeq: false, aliasDuplicateObjects: false })
  ).join("---\n");
}

// src/build/generator.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { mkdir, readdir as readdir2, readFile as readFile3, stat as stat3, symlink } from "node:fs/promises";
import { join as join2, posix } from "node:path";

// src/build/sourceignore.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join } from "node:path";
var DEFAULT_EXCLUDES = [
  // VCS
  ".git/",
  ".gitignore",
  ".gitmodules",
  ".gitattributes",
  // extensions
  "*.jpg",
  "*.jpeg",
  "*.gif",
  "*.png",
  "*.wmv",
  "*.flv",
  "*.tar.gz",
  "*.zip",
  // CI
  ".github/",
  ".circleci/",
  ".travis.yml",
  ".gitlab-ci.yml",
  "appveyor.yml",
  ".drone.yml",
  "cloudbuild.yaml",
  "codeship-services.yml",
  "codeship-steps.yml",
  // extra
  "**/.goreleaser.yml",
  "**/.sops.yaml",
  "**/.flux.yaml"
];
function globBody(pattern) {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*" && pattern[i + 1] === "*") {
      const slashAfter = pattern[i + 2] === "/";
      const atStart = i === 0 || pattern[i - 1] === "/";
      if (atStart && slashAfter) {
        out += "(?:.*/)?";
        i += 2;
      } else {
        out += ".*";
        i += 1;
      }
    } else if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) out += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        if (body.startsWith("!")) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length)
      out += pattern[++i].replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    else out += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return out;
}
function compileIgnoreRule(line, domain = "") {
  let pattern = line.replace(/(?<!\\)\s+$/, "");
  if (pattern === "" || pattern.startsWith("#")) return void 0;
  const negate = pattern.startsWith("!");
  if (negate) pattern = pattern.slice(1);
  const dirOnly = pattern.endsWith("/");
  if (dirOnly) pattern = pattern.replace(/\/+$/, "");
  const anchored = pattern.includes("/");
  pattern = pattern.replace(/^\//, "");
  if (pattern === "") return void 0;
  const body = globBody(pattern);
  const regex = new RegExp(anchored ? `^${body}(?:/.*)?$` : `^(?:.*/)?${body}(?:/.*)?$`, "u");
  return { domain, negate, dirOnly, regex };
}
var SourceIgnore = class {
  rules = [];
  constructor(lines2 = DEFAULT_EXCLUDES) {
    this.add(lines2, "");
  }
  add(lines2, domain) {
    for (const line of lines2) {
      const rule = compileIgnoreRule(line, domain);
      if (rule) this.rules.push(rule);
    }
  }
  /** Reads `<sourceDir>/<domain>/.sourceignore` when there is one. */
  async load(sourceDir, domain) {
    const text = await readFile2(join(sourceDir, domain, ".sourceignore"), "utf8").catch(() => void 0);
    if (text !== void 0) this.add(text.split(/\r?\n/), domain);
  }
  ignores(path5, isDirectory) {
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.domain !== "" && path5 !== rule.domain && !path5.startsWith(`${rule.domain}/`)) continue;
      const relative4 = rule.domain === "" ? path5 : path5.slice(rule.domain.length + 1);
      if (relative4 === "") continue;
      if (rule.dirOnly && !isDirectory && !rule.regex.test(relative4.slice(0, relative4.lastIndexOf("/")) || ""))
        continue;
      if (rule.regex.test(relative4)) ignored = !rule.negate;
    }
    return ignored;
  }
};

// src/build/generator.ts
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
var PATCH_PROBE_PREFIX = "kustomize-sync.io/patch-probe-";
async function findKustomizationFile(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    const info = await stat3(join2(dir, name)).catch(() => void 0);
    if (info && !info.isDirectory()) return name;
  }
  return void 0;
}
function kubernetesObjectFile(text) {
  const docs = (0, import_yaml3.parseAllDocuments)(text, { version: "1.1" });
  const list2 = Array.isArray(docs) ? docs : [docs];
  let objects = 0;
  for (const doc of list2) {
    if (doc.errors.length > 0) throw new Error(doc.errors[0].message.split("\n")[0]);
    const value = doc.toJS();
    if (value === null || value === void 0) continue;
    if (typeof value !== "object" || Array.isArray(value)) return "other";
    const { apiVersion, kind } = value;
    if (typeof apiVersion !== "string" || typeof kind !== "string") return "other";
    objects++;
  }
  return objects > 0 ? "objects" : "empty";
}
async function scanManifests(base, displayBase, warnings, source) {
  const ignore = new SourceIgnore();
  const rootRel = source?.relPath ?? "";
  if (source) {
    const segments = rootRel === "" ? [] : rootRel.split("/");
    for (let i = 0; i <= segments.length; i++) await ignore.load(source.dir, segments.slice(0, i).join("/"));
  }
  const sourcePath = (rel) => rootRel ? `${rootRel}/${rel}` : rel;
  const resources = [];
  const display = (rel) => `${displayBase.replace(/\/$/, "")}/${rel}`;
  const walk = async (dir, rel) => {
    const entries = (await readdir2(dir, { withFileTypes: true })).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = join2(dir, entry.name);
      if (entry.isDirectory()) {
        if (ignore.ignores(sourcePath(relPath), true)) continue;
        if (await findKustomizationFile(full)) resources.push(`./${relPath}`);
        else {
          if (source) await ignore.load(source.dir, sourcePath(relPath));
          await walk(full, relPath);
        }
        continue;
      }
      if (!/\.ya?ml$/.test(entry.name) || ignore.ignores(sourcePath(relPath), false)) continue;
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      const text = await readFile3(full, "utf8");
      let kind;
      try {
        kind = kubernetesObjectFile(text);
      } catch (error) {
        throw new Error(
          `failed to decode Kubernetes YAML from ${display(relPath)}: ${error.message}`
        );
      }
      if (kind === "objects") resources.push(`./${relPath}`);
      else if (kind === "other")
        warnings.push(
          `skipped ${display(relPath)}: not a Kubernetes object (no apiVersion/kind); a kustomize build, and so Flux, would fail on it`
        );
    }
  };
  await walk(base, "");
  return resources;
}
function describeTarget(patch2) {
  const t = patch2.target ?? {};
  return Object.entries(t).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${v}`).join(",");
}
function cleanTarget(target) {
  const out = {};
  for (const key3 of [
    "group",
    "version",
    "kind",
    "name",
    "namespace",
    "labelSelector",
    "annotationSelector"
  ]) {
    const value = target[key3];
    if (value !== void 0 && value !== "") out[key3] = value;
  }
  return out;
}
function mergeImages(base, overrides) {
  const result = base.map((image) => ({ ...image }));
  for (const image of overrides) {
    const existing = result.find((i) => i.name === image.name);
    if (!existing) {
      result.push({ ...image });
      continue;
    }
    if (image.newName) existing.newName = image.newName;
    if (image.newTag || image.digest) {
      delete existing.newTag;
      delete existing.digest;
      if (image.newTag) existing.newTag = image.newTag;
      if (image.digest) existing.digest = image.digest;
    }
  }
  return result;
}
function imageNode(image) {
  const out = { name: image.name };
  if (image.newName) out.newName = image.newName;
  if (image.newTag) out.newTag = image.newTag;
  if (image.digest) out.digest = image.digest;
  return out;
}
function isLocalRelativePath(path5) {
  return !posix.isAbsolute(path5) && !/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(path5) && !/^[\w.-]+@/.test(path5);
}
async function generateKustomization(dir, displayPath2, spec, globalImages = [], pathBase = "", source) {
  const warnings = [];
  const existing = await findKustomizationFile(dir);
  let doc;
  let fileName;
  let user;
  if (existing) {
    fileName = existing;
    const text = await readFile3(join2(dir, existing), "utf8");
    doc = (0, import_yaml3.parseDocument)(text, { version: "1.1" });
    if (doc.errors.length > 0 || doc.contents !== null && !(0, import_yaml3.isMap)(doc.contents)) {
      return { fileName, content: text, created: false, keepOrigin: false, probes: /* @__PURE__ */ new Map(), warnings };
    }
    if (doc.contents === null) doc.contents = new import_yaml3.YAMLMap();
    user = doc.toJS();
  } else {
    fileName = "kustomization.yaml";
    const resources = (await scanManifests(dir, displayPath2, warnings, source)).map(
      (r) => pathBase ? posix.join(pathBase, r) : r
    );
    doc = (0, import_yaml3.parseDocument)("{}");
    doc.contents = doc.createNode({
      apiVersion: "kustomize.config.k8s.io/v1beta1",
      kind: "Kustomization",
      ...resources.length > 0 ? { resources } : {}
    });
  }
  if (spec.targetNamespace) doc.set("namespace", spec.targetNamespace);
  if (spec.namePrefix) doc.set("namePrefix", spec.namePrefix);
  if (spec.nameSuffix) doc.set("nameSuffix", spec.nameSuffix);
  const probes = /* @__PURE__ */ new Map();
  if (spec.patches.length > 0) {
    const patches = (0, import_yaml3.isSeq)(doc.get("patches")) ? doc.get("patches") : void 0;
    const entries = [];
    const probe = (index, target) => ({
      patch: [
        "apiVersion: v1",
        "kind: KustomizeSyncProbe",
        "metadata:",
        "  name: probe",
        "  annotations:",
        `    ${PATCH_PROBE_PREFIX}${index}: "1"`,
        ""
      ].join("\n"),
      target: cleanTarget(target)
    });
    spec.patches.forEach((patch2, index) => {
      if (patch2.target) {
        entries.push(probe(index, patch2.target));
        probes.set(index, describeTarget(patch2));
      }
      entries.push(
        patch2.target ? { patch: patch2.patch, target: cleanTarget(patch2.target) } : { patch: patch2.patch }
      );
    });
    spec.patches.forEach((patch2, index) => {
      if (patch2.target) entries.push(probe(index, patch2.target));
    });
    if (patches) for (const entry of entries) patches.items.push(doc.createNode(entry));
    else doc.set("patches", doc.createNode(entries));
  }
  if (spec.components.length > 0) {
    const specComponents = spec.components.map((c) => pathBase && !existing ? posix.join(pathBase, c) : c);
    const components = (0, import_yaml3.isSeq)(doc.get("components")) ? doc.get("components") : void 0;
    for (const component of specComponents) {
      if (components) components.items.push(doc.createNode(component));
    }
    if (!components) doc.set("components", doc.createNode(specComponents));
  }
  const overrides = mergeImages(spec.images, globalImages);
  if (overrides.length > 0) {
    const current2 = doc.toJS().images;
    const merged = mergeImages(Array.isArray(current2) ? current2 : [], overrides);
    doc.set("images", doc.createNode(merged.map(imageNode)));
  }
  const buildMetadata = doc.toJS().buildMetadata;
  const current = Array.isArray(buildMetadata) ? buildMetadata : [];
  const keepOrigin = current.includes("originAnnotations");
  if (!keepOrigin) doc.set("buildMetadata", doc.createNode([...current, "originAnnotations"]));
  const content = doc.toString({ lineWidth: 0 });
  return {
    fileName,
    content,
    created: !existing,
    ...user ? { user } : {},
    references: stringsIn(doc.toJS()),
    keepOrigin,
    probes,
    warnings
  };
}
function hasOverlayFields(spec, globalImages = []) {
  return Boolean(
    spec.targetNamespace || spec.namePrefix || spec.nameSuffix || spec.patches.length > 0 || spec.components.length > 0 || spec.images.length > 0 || globalImages.length > 0
  );
}
function wrapperPreservesBuild(user) {
  if (!user) return false;
  if (user.kind !== void 0 && user.kind !== "Kustomization") return false;
  if (user.sortOptions !== void 0 || user.buildMetadata !== void 0) return false;
  return Array.isArray(user.resources) && user.resources.length > 0;
}
function stringsIn(value, out = []) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}
function reachableEntries(relPath, references) {
  const chain = relPath === "" ? [] : relPath.split("/");
  const needed = /* @__PURE__ */ new Map();
  const add = (level, name) => {
    const set = needed.get(level) ?? /* @__PURE__ */ new Set();
    set.add(name);
    needed.set(level, set);
  };
  for (const reference of references) {
    for (const candidate of [reference, reference.slice(reference.indexOf("=") + 1)]) {
      if (candidate === "" || candidate.includes("\n") || posix.isAbsolute(candidate) || candidate.includes("://"))
        continue;
      const normalized = posix.normalize(posix.join(relPath || ".", candidate));
      if (normalized === "." || normalized.startsWith("../")) continue;
      const segments = normalized.split("/");
      let level = 0;
      while (level < chain.length && segments[level] === chain[level]) level++;
      if (level < segments.length) add(level, segments[level]);
    }
  }
  return needed;
}
async function mirrorSource(sourceDir, relPath, tmp, replacedFile, references) {
  const segments = relPath === "" ? [] : relPath.split("/");
  const needed = references ? reachableEntries(relPath, references) : void 0;
  let real = sourceDir;
  let view = tmp;
  for (let i = 0; i <= segments.length; i++) {
    const next = segments[i];
    const wanted = needed?.get(i);
    const entries = await readdir2(real);
    await Promise.all(
      entries.filter((entry) => entry !== next && !(next === void 0 && entry === replacedFile)).filter(
        (entry) => !needed || wanted?.has(entry) || next === void 0 && KUSTOMIZATION_FILES.includes(entry)
      ).map((entry) => symlink(join2(real, entry), join2(view, entry)))
    );
    if (next === void 0) break;
    real = join2(real, next);
    view = join2(view, next);
    await mkdir(view);
  }
  return view;
}

// src/build/render.ts
var import_yaml5 = __toESM(require_dist(), 1);
import { mkdir as mkdir2, mkdtemp, rm, stat as stat6, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join5, posix as posix2, relative as relative2, sep as sep2 } from "node:path";

// src/build/provenance.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { readFile as readFile4, stat as stat4 } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join3, relative, sep } from "node:path";
var ProvenanceMapper = class {
  /**
   * @param root repository root (absolute)
   * @param buildDir the real directory of spec.path (what origin paths are relative to)
   */
  constructor(root, buildDir, temporary) {
    this.root = root;
    this.buildDir = buildDir;
    this.temporary = temporary;
  }
  root;
  buildDir;
  temporary;
  files = /* @__PURE__ */ new Map();
  index(file) {
    let cached = this.files.get(file);
    if (!cached) {
      cached = readFile4(file, "utf8").then((text) => {
        const lineCounter = new import_yaml4.LineCounter();
        const docs = (0, import_yaml4.parseAllDocuments)(text, { version: "1.1", lineCounter });
        const out = [];
        for (const doc of Array.isArray(docs) ? docs : [docs]) {
          const value = doc.toJS();
          const offset = doc.contents?.range?.[0];
          if (!value || typeof value !== "object" || offset === void 0) continue;
          out.push({
            kind: String(value.kind ?? ""),
            name: String(value.metadata?.name ?? ""),
            line: lineCounter.linePos(offset).line
          });
        }
        return out;
      }).catch(() => []);
      this.files.set(file, cached);
    }
    return cached;
  }
  display(absolute) {
    const rel = relative(this.root, absolute);
    const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute2(rel);
    return (inside ? rel : absolute).split(sep).join("/");
  }
  async locate(origin, kind, name) {
    if (!origin) return void 0;
    let parsed;
    try {
      parsed = (0, import_yaml4.parse)(origin) ?? {};
    } catch {
      return void 0;
    }
    if (parsed.repo) return void 0;
    if (typeof parsed.path === "string") {
      const absolute = join3(this.buildDir, parsed.path);
      const docs = (await this.index(absolute)).filter((d) => d.kind === kind);
      const byName = docs.filter((d) => d.name !== "" && name.includes(d.name)).sort((a, b) => b.name.length - a.name.length);
      const match = docs.length === 1 ? docs[0] : byName[0];
      const location2 = { file: this.display(absolute) };
      if (match) location2.line = match.line;
      return location2;
    }
    if (typeof parsed.configuredIn === "string") {
      const absolute = join3(this.buildDir, parsed.configuredIn);
      if (absolute.startsWith(`${this.temporary}${sep}`)) return void 0;
      const exists = await stat4(absolute).then(
        (s) => s.isFile(),
        () => false
      );
      return exists ? { file: this.display(absolute) } : void 0;
    }
    return void 0;
  }
};

// src/build/renderer.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { basename, delimiter, isAbsolute as isAbsolute3, join as join4 } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var MAX_OUTPUT = 512 * 1024 * 1024;
var INSTALL_HINT = "install kustomize (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl (which embeds it)";
var KustomizeError = class extends Error {
  name = "KustomizeError";
};
async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join4(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return void 0;
}
function unquoteGo(quoted) {
  try {
    return JSON.parse(
      quoted.replace(/\\x([0-9a-fA-F]{2})/g, "\\u00$1").replace(/\\a/g, "\\u0007").replace(/\\v/g, "\\u000b")
    );
  } catch {
    return quoted.slice(1, -1);
  }
}
function kustomizeMessage(stderr) {
  const quoted = /err=("(?:[^"\\]|\\.)*")/.exec(stderr);
  if (quoted) return unquoteGo(quoted[1]).trim();
  const block = /err=<\n([\s\S]*?)\n\s*>/.exec(stderr);
  if (block)
    return block[1].split("\n").map((line) => line.replace(/^\t/, "")).join("\n").trim();
  const error = /^Error: (.*)$/m.exec(stderr);
  if (error) return error[1].trim();
  return stderr.split("\n").filter((line) => !/^\s*(Usage:|Flags:|-)/.test(line)).join("\n").trim();
}
async function kustomizeVersion(kind, command) {
  if (kind === "kubectl") {
    const { stdout: stdout2 } = await run(command, ["version", "--client", "-o", "json"], { maxBuffer: MAX_OUTPUT });
    const parsed = JSON.parse(stdout2);
    return parsed.kustomizeVersion ?? "unknown";
  }
  const { stdout } = await run(command, ["version"], { maxBuffer: MAX_OUTPUT });
  const match = /v\d+\.\d+\.\d+[^\s}]*/.exec(stdout);
  return match ? match[0] : stdout.trim();
}
function makeRenderer(kind, command, version) {
  const args = kind === "kubectl" ? ["kustomize", "--load-restrictor", "LoadRestrictionsNone"] : ["build", "--load-restrictor", "LoadRestrictionsNone"];
  return {
    kind,
    command,
    version,
    async build(dir, options = {}) {
      try {
        const { stdout } = await run(command, [...args, dir], {
          maxBuffer: MAX_OUTPUT,
          ...options.signal ? { signal: options.signal } : {}
        });
        return stdout;
      } catch (error) {
        const e = error;
        if (e.name === "AbortError" || options.signal?.aborted) {
          const reason = options.signal?.reason;
          throw new KustomizeError(
            `${kind === "kubectl" ? "kubectl kustomize" : "kustomize build"} was stopped: ${reason instanceof Error ? reason.message : String(reason ?? "aborted")}`
          );
        }
        if (e.code === "ENOENT") throw new KustomizeError(`${command} not found: ${INSTALL_HINT}`);
        throw new KustomizeError(kustomizeMessage(e.stderr || e.message));
      }
    }
  };
}
async function detectRenderer(preferred) {
  const candidates = [];
  if (preferred && (isAbsolute3(preferred) || preferred.includes("/"))) {
    if (!await isExecutable(preferred))
      throw new Error(`kustomize renderer ${preferred} is not executable`);
    const kind = basename(preferred).startsWith("kubectl") ? "kubectl" : "kustomize";
    candidates.push({ kind, command: preferred });
  } else if (preferred === "kustomize" || preferred === "kubectl") {
    const command = await which(preferred);
    if (!command) throw new Error(`${preferred} was requested but is not on PATH: ${INSTALL_HINT}`);
    candidates.push({ kind: preferred, command });
  } else if (preferred) {
    throw new Error(`unknown renderer ${JSON.stringify(preferred)}: use "kustomize", "kubectl" or a path`);
  } else {
    candidates.push({ kind: "kustomize", command: await which("kustomize") });
    candidates.push({ kind: "kubectl", command: await which("kubectl") });
  }
  for (const { kind, command } of candidates) {
    if (!command) continue;
    const version = await kustomizeVersion(kind, command);
    return makeRenderer(kind, command, version);
  }
  throw new Error(`neither kustomize nor kubectl is on PATH: ${INSTALL_HINT}`);
}

// src/build/sources.ts
import { stat as stat5 } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";
var key = (spec) => `${spec.namespace}/${spec.name}`;
async function resolveSourceDir(spec, ctx) {
  const ref = spec.sourceRef;
  if (!ref || !ctx.sources) return ctx.root;
  const namespace = ref.namespace ?? spec.namespace;
  const mapped = ctx.sources[`${ref.kind}/${namespace}/${ref.name}`] ?? ctx.sources[`${namespace}/${ref.name}`] ?? ctx.sources[ref.name];
  if (mapped === void 0) return ctx.root;
  const dir = resolve2(ctx.root, mapped);
  const info = await stat5(dir).catch(() => void 0);
  if (!info?.isDirectory()) {
    throw new BuildError(key(spec), messages.sourceDirMissing(`${ref.kind}/${namespace}/${ref.name}`, dir), {
      reason: "ArtifactFailed",
      source: spec.source
    });
  }
  return dir;
}

// src/build/substitute.ts
var VARIABLE_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;
var SUBSTITUTE_ANNOTATION = "kustomize.toolkit.fluxcd.io/substitute";
var VariablesError = class extends Error {
  name = "VariablesError";
};
var clean = (value) => String(value).replaceAll("\n", "");
async function loadVariables(spec, ctx) {
  const values = /* @__PURE__ */ new Map();
  const warnings = [];
  const postBuild2 = spec.postBuild;
  const global = ctx.substitute ?? {};
  if (!postBuild2 && Object.keys(global).length === 0) return { enabled: false, values, warnings };
  for (const ref of postBuild2?.substituteFrom ?? []) {
    if (!ctx.substitution) {
      warnings.push(
        `substituteFrom ${ref.kind}/${spec.namespace}/${ref.name} not read: no cluster access (variables from it stay unset)`
      );
      continue;
    }
    let data;
    try {
      data = await ctx.substitution.read(ref.kind, spec.namespace, ref.name);
    } catch (error) {
      throw new VariablesError(messages.substituteFromFailed(ref.kind, ref.name, error.message));
    }
    if (!data) {
      if (ref.optional) continue;
      const resource = ref.kind === "Secret" ? "secrets" : "configmaps";
      throw new VariablesError(
        messages.substituteFromFailed(ref.kind, ref.name, `${resource} "${ref.name}" not found`)
      );
    }
    for (const [k, v] of Object.entries(data)) values.set(k, clean(v));
  }
  for (const [k, v] of Object.entries(postBuild2?.substitute ?? {})) values.set(k, clean(v));
  for (const [k, v] of Object.entries(global)) values.set(k, clean(v));
  const always = postBuild2?.substituteStrategy === "Always";
  return { enabled: values.size > 0 || always, values, warnings };
}
function validateVariableNames(values) {
  for (const name of values.keys()) {
    if (!VARIABLE_NAME.test(name)) throw new VariablesError(messages.invalidVarName(name));
  }
}
function substitutionDisabled(metadata) {
  const labels = metadata?.labels ?? {};
  const annotations = metadata?.annotations ?? {};
  return labels[SUBSTITUTE_ANNOTATION] === "disabled" || annotations[SUBSTITUTE_ANNOTATION] === "disabled";
}
function substituteText(text, values, strict) {
  try {
    return envsubst(text, (name) => values.get(name), { strict });
  } catch (error) {
    throw new VariablesError(`envsubst error: variable substitution failed: ${error.message}`);
  }
}
function decodeBase64(value) {
  return Buffer.from(String(value ?? ""), "base64").toString("utf8");
}
function substitutionReaderFrom(cluster) {
  return {
    async read(kind, namespace, name) {
      const ref = { group: "", version: "v1", kind, namespace, name };
      const object = await cluster.get(ref);
      if (!object) return void 0;
      const out = {};
      if (kind === "Secret") {
        for (const [k, v] of Object.entries(object.data ?? {}))
          out[k] = decodeBase64(v);
        for (const [k, v] of Object.entries(object.stringData ?? {}))
          out[k] = String(v);
      } else {
        for (const [k, v] of Object.entries(object.data ?? {}))
          out[k] = String(v);
      }
      return out;
    }
  };
}

// src/build/render.ts
function securePath(path5) {
  const resolved = posix2.resolve("/", path5.replaceAll("\\", "/"));
  return resolved === "/" ? "" : resolved.slice(1);
}
var YAML_OPTIONS = { version: "1.1" };
function splitDocuments(output) {
  return output.split(/^---[ \t]*$/m).filter((doc) => doc.trim() !== "");
}
function parseObject(text) {
  return (0, import_yaml5.parse)(text, YAML_OPTIONS);
}
function isKubeObject(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const o = value;
  const metadata = o.metadata;
  return typeof o.apiVersion === "string" && o.apiVersion !== "" && typeof o.kind === "string" && o.kind !== "" && !!metadata && typeof metadata.name === "string" && metadata.name !== "";
}
function objectLabel(object) {
  return formatRef({
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name
  });
}
function stripBuildAnnotations(object, keepOrigin) {
  const annotations = object.metadata.annotations;
  const probes = [];
  if (!annotations) return { probes };
  const origin = annotations[ORIGIN_ANNOTATION];
  if (!keepOrigin) delete annotations[ORIGIN_ANNOTATION];
  for (const key3 of Object.keys(annotations)) {
    if (key3.startsWith(PATCH_PROBE_PREFIX)) {
      probes.push(Number(key3.slice(PATCH_PROBE_PREFIX.length)));
      delete annotations[key3];
    }
  }
  if (Object.keys(annotations).length === 0) delete object.metadata.annotations;
  return { ...origin !== void 0 ? { origin } : {}, probes };
}
async function renderKustomization(spec, ctx) {
  const id = `${spec.namespace}/${spec.name}`;
  const fail = (detail, reason = "BuildFailed") => new BuildError(id, detail, { reason, source: spec.source });
  const sourceDir = await resolveSourceDir(spec, ctx);
  const relPath = securePath(spec.path);
  const displayPath2 = relPath === "" ? "./" : `./${relPath}`;
  const dir = join5(sourceDir, relPath);
  const info = await stat6(dir).catch(() => void 0);
  if (!info) throw fail(messages.pathNotFound(displayPath2), "ArtifactFailed");
  if (!info.isDirectory()) throw fail(messages.pathNotDirectory(displayPath2), "ArtifactFailed");
  for (const component of spec.components) {
    if (!isLocalRelativePath(component)) throw fail(messages.componentNotLocal(component));
    const resolved = posix2.join(relPath || ".", component);
    const ignoreMissing = spec.ignoreMissingComponents;
    if (!ignoreMissing && !await stat6(join5(dir, component)).catch(() => void 0)) {
      throw fail(messages.componentNotFound(component, `./${resolved}`));
    }
  }
  const components = [];
  for (const component of spec.components) {
    if (await stat6(join5(dir, component)).catch(() => void 0)) components.push(component);
  }
  const effective = components.length === spec.components.length ? spec : { ...spec, components };
  const variablesLoading = loadVariables(spec, ctx).then(
    (value) => ({ value }),
    (error) => ({ error })
  );
  const source = { dir: sourceDir, relPath };
  const buildOptions = ctx.signal ? { signal: ctx.signal } : {};
  const tmpRoot = await mkdtemp(join5(process.env.RUNNER_TEMP || tmpdir(), "kustomize-sync-"));
  try {
    const mirrorOnly = ctx.isolation === "mirror";
    const pathBase = mirrorOnly ? "" : relative2(tmpRoot, dir).split(sep2).join("/");
    let generated;
    try {
      generated = await generateKustomization(dir, displayPath2, effective, ctx.images, pathBase, source);
    } catch (error) {
      throw fail(messages.kustomizeFailed(error.message));
    }
    const readable = (error) => {
      const text = error instanceof KustomizeError ? error.message : String(error.message ?? error);
      return text.replace(new RegExp(`${escapeRegExp(tmpRoot)}/mirror-\\d/`, "g"), "").replaceAll(tmpRoot, ".").replaceAll(`${ctx.root}/`, "");
    };
    let output;
    let originBase = tmpRoot;
    if (!mirrorOnly && (generated.created || !hasOverlayFields(effective, ctx.images) && wrapperPreservesBuild(generated.user))) {
      const content = generated.created ? generated.content : (0, import_yaml5.stringify)({
        apiVersion: "kustomize.config.k8s.io/v1beta1",
        kind: "Kustomization",
        resources: [pathBase],
        buildMetadata: ["originAnnotations"]
      });
      await writeFile(join5(tmpRoot, "kustomization.yaml"), content);
      try {
        output = await ctx.renderer.build(tmpRoot, buildOptions);
      } catch {
        if (generated.created)
          generated = await generateKustomization(dir, displayPath2, effective, ctx.images, "", source);
      }
    }
    if (output === void 0) {
      originBase = dir;
      const kustomization = generated;
      const attempt = async (name, references) => {
        const view = join5(tmpRoot, name);
        await mkdir2(view);
        const buildDir = await mirrorSource(sourceDir, relPath, view, kustomization.fileName, references);
        await writeFile(join5(buildDir, kustomization.fileName), kustomization.content);
        return ctx.renderer.build(buildDir, buildOptions);
      };
      try {
        output = await attempt("mirror-1", kustomization.references).catch(
          (lazyFailure) => (
            // A reference the link heuristic missed looks like a missing file: the full mirror
            // settles it, and its error (if any) is the one Flux would report.
            kustomization.references ? attempt("mirror-2", void 0) : Promise.reject(lazyFailure)
          )
        );
      } catch (error) {
        throw fail(messages.kustomizeFailed(readable(error)));
      }
    }
    const warnings = [...generated.warnings];
    return await postBuild(
      spec,
      ctx,
      output,
      originBase,
      tmpRoot,
      generated,
      warnings,
      variablesLoading,
      fail
    );
  } finally {
    await rm(tmpRoot, { recursive: true, force: true });
  }
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
async function postBuild(spec, ctx, output, originBase, tmpRoot, generated, warnings, variablesLoading, fail) {
  const id = `${spec.namespace}/${spec.name}`;
  const provenance = new ProvenanceMapper(ctx.root, originBase, tmpRoot);
  const matchedProbes = /* @__PURE__ */ new Set();
  const parsed = [];
  for (const [index, text] of splitDocuments(output).entries()) {
    const value = parseObject(text);
    if (value === null || value === void 0) continue;
    if (!isKubeObject(value))
      throw fail(messages.notAnObject(`document ${index + 1} of the kustomize output`));
    const { origin, probes } = stripBuildAnnotations(value, generated.keepOrigin);
    for (const probe of probes) matchedProbes.add(probe);
    parsed.push({ text, object: value, source: provenance.locate(origin, value.kind, value.metadata.name) });
  }
  const sources = await Promise.all(parsed.map((p) => p.source));
  const loaded = await variablesLoading;
  if ("error" in loaded) {
    if (loaded.error instanceof VariablesError) throw fail(loaded.error.message);
    throw loaded.error;
  }
  const variables = loaded.value;
  warnings.push(...variables.warnings);
  let namesChecked = false;
  const manifests = [];
  for (const [i, { text, object: built }] of parsed.entries()) {
    let object = built;
    let value;
    const source = sources[i];
    if (variables.enabled && !substitutionDisabled(object.metadata)) {
      if (!namesChecked) {
        try {
          validateVariableNames(variables.values);
        } catch (error) {
          throw fail(messages.postBuildFailed(objectLabel(object), error.message));
        }
        namesChecked = true;
      }
      let substituted;
      try {
        substituted = substituteText(text, variables.values, ctx.strictSubstitution ?? false);
      } catch (error) {
        throw new BuildError(id, messages.postBuildFailed(objectLabel(object), error.message), {
          source: source ?? spec.source
        });
      }
      try {
        value = parseObject(substituted);
      } catch (error) {
        const where = error instanceof import_yaml5.YAMLParseError && error.linePos ? ` at line ${error.linePos[0].line}` : "";
        throw new BuildError(
          id,
          messages.postBuildFailed(
            objectLabel(object),
            `YAMLToJSON: the substituted object is not valid YAML${where}`
          ),
          { source: source ?? spec.source }
        );
      }
      if (!isKubeObject(value)) {
        throw new BuildError(
          id,
          messages.postBuildFailed(
            objectLabel(object),
            "the substituted object has no apiVersion, kind or name"
          ),
          { source: source ?? spec.source }
        );
      }
      object = value;
      stripBuildAnnotations(object, generated.keepOrigin);
    }
    const manifest = { object };
    if (source) manifest.source = source;
    manifests.push(manifest);
  }
  for (const [index, target] of generated.probes) {
    if (!matchedProbes.has(index)) {
      warnings.push(
        `patches[${index}] (target ${target}) matched no objects: kustomize ignores it silently, and so does Flux`
      );
    }
  }
  const common = spec.commonMetadata;
  if (common && (common.labels || common.annotations)) {
    for (const { object } of manifests) {
      if (common.labels && Object.keys(common.labels).length > 0)
        object.metadata.labels = { ...object.metadata.labels ?? {}, ...common.labels };
      if (common.annotations && Object.keys(common.annotations).length > 0)
        object.metadata.annotations = { ...object.metadata.annotations ?? {}, ...common.annotations };
    }
  }
  return { manifests, warnings };
}

// src/build/revision.ts
import { execFile as execFile2 } from "node:child_process";
import { promisify as promisify2 } from "node:util";
var run2 = promisify2(execFile2);
async function git(dir, args) {
  try {
    const { stdout } = await run2("git", ["-C", dir, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch {
    return void 0;
  }
}
async function sourceRevision(dir) {
  const sha = await git(dir, ["rev-parse", "--verify", "-q", "HEAD"]);
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return "";
  const branch = await git(dir, ["symbolic-ref", "-q", "--short", "HEAD"]);
  const status = await git(dir, ["status", "--porcelain"]);
  const dirty = status ? "-dirty" : "";
  return branch ? `${branch}@sha1:${sha}${dirty}` : `sha1:${sha}${dirty}`;
}

// src/cluster/errors.ts
var ApiError = class extends Error {
  name = "ApiError";
  status;
  reason;
  verb;
  operation;
  target;
  causes;
  retryAfterSeconds;
  code;
  attempts;
  constructor(init) {
    super(init.message);
    this.status = init.status;
    this.reason = init.reason;
    this.verb = init.verb;
    this.operation = init.operation;
    this.target = init.target ?? {};
    this.causes = init.causes ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.code = init.code;
    this.attempts = init.attempts ?? 1;
  }
};
var NoMatchError = class extends ApiError {
  name = "NoMatchError";
  constructor(apiVersion, kind, operation = "discovery", target) {
    super({
      status: 0,
      reason: "NoMatch",
      message: `no matches for kind "${kind}" in version "${apiVersion}"`,
      verb: "get",
      operation,
      target: { kind, ...target }
    });
  }
};
var LeaseLockedError = class extends Error {
  constructor(holder, acquireTime, lease) {
    super(`locked by ${holder} since ${acquireTime}`);
    this.holder = holder;
    this.acquireTime = acquireTime;
    this.lease = lease;
  }
  holder;
  acquireTime;
  lease;
  name = "LeaseLockedError";
};
var API_REASONS = /* @__PURE__ */ new Set([
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "AlreadyExists",
  "Conflict",
  "Gone",
  "Invalid",
  "ServerTimeout",
  "StoreReadError",
  "Timeout",
  "TooManyRequests",
  "BadRequest",
  "MethodNotAllowed",
  "NotAcceptable",
  "RequestEntityTooLarge",
  "UnsupportedMediaType",
  "InternalError",
  "Expired",
  "ServiceUnavailable"
]);
function formatTarget(t) {
  const kind = t.kind ?? t.resource ?? "object";
  if (!t.name) return t.namespace ? `${kind} in namespace ${t.namespace}` : kind;
  return t.namespace ? `${kind}/${t.namespace}/${t.name}` : `${kind}/${t.name}`;
}
function formatApiError(err) {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const ref = formatTarget(err.target);
  if (err.reason === "NamespaceNotSpecified") return `${ref} namespace not specified`;
  let message = err.message;
  if (err.reason === "Forbidden" && !mentionsVerb(message, err.verb)) {
    message = `${message} (cannot ${err.verb} ${describeResource(err.target)})`;
  }
  const reason = API_REASONS.has(err.reason) ? err.reason : "";
  switch (err.operation) {
    case "dry-run":
      return reason ? `${ref} dry-run failed (${reason}): ${message}` : `${ref} dry-run failed: ${message}`;
    case "discovery":
      return message;
    default:
      return `${ref} ${err.operation} failed: ${message}`;
  }
}
function mentionsVerb(message, verb) {
  return new RegExp(`\\b${verb}\\b`).test(message);
}
function describeResource(t) {
  const res = t.resource ?? t.kind ?? "object";
  const gr = t.group ? `${res}.${t.group}` : res;
  const named = t.name ? `${gr} "${t.name}"` : gr;
  return t.namespace ? `${named} in namespace "${t.namespace}"` : named;
}
var RETRIABLE_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
  "UND_ERR_SOCKET",
  "ERR_SOCKET_TIMEOUT",
  "REQUEST_TIMEOUT"
]);
function isRetriable(err) {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 0) return err.code !== void 0 && RETRIABLE_CODES.has(err.code);
  return err.status === 429 || err.status >= 500 && err.status <= 599;
}
function parseRetryAfter(value, now = Date.now()) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const when = Date.parse(trimmed);
  if (Number.isNaN(when)) return void 0;
  return Math.max(0, (when - now) / 1e3);
}
var DEFAULT_RETRY = { attempts: 5, budgetMs: 3e4, baseMs: 250, maxMs: 8e3 };
function backoffDelay(err, retry, elapsedMs, policy = DEFAULT_RETRY, jitter = Math.random()) {
  if (!isRetriable(err)) return void 0;
  if (retry >= policy.attempts) return void 0;
  const retryAfter = err instanceof ApiError ? err.retryAfterSeconds : void 0;
  let delay;
  if (retryAfter !== void 0) {
    delay = Math.min(retryAfter * 1e3, policy.maxMs);
  } else {
    const exp = Math.min(policy.baseMs * 2 ** (retry - 1), policy.maxMs);
    delay = exp / 2 + exp / 2 * jitter;
  }
  if (elapsedMs + delay > policy.budgetMs) return void 0;
  return Math.round(delay);
}
function apiErrorFromResponse(httpStatus, body, headers, context) {
  let status = httpStatus;
  let reason = reasonForStatus(status);
  let message = "";
  let causes;
  let retryAfterSeconds = parseRetryAfter(headers.retryAfter);
  try {
    const parsed = JSON.parse(body);
    if (parsed && typeof parsed === "object" && parsed.kind === "Status") {
      if (parsed.reason) reason = parsed.reason;
      if (parsed.message) message = parsed.message;
      causes = parsed.details?.causes;
      if (retryAfterSeconds === void 0 && parsed.details?.retryAfterSeconds) {
        retryAfterSeconds = parsed.details.retryAfterSeconds;
      }
    }
  } catch {
  }
  if (!message) {
    const text = body.replace(/\s+/g, " ").trim();
    message = text ? truncate(text, 300) : `the server responded with HTTP ${status} (${reason})`;
  }
  if (status === 500 && isTypedPatchFailure(message)) {
    status = 422;
    reason = "Invalid";
  }
  return new ApiError({ status, reason, message, causes, retryAfterSeconds, ...context });
}
function isTypedPatchFailure(message) {
  return /^failed to create typed (patch|live) object\b/.test(message);
}
function reasonForStatus(status) {
  switch (status) {
    case 400:
      return "BadRequest";
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden";
    case 404:
      return "NotFound";
    case 405:
      return "MethodNotAllowed";
    case 406:
      return "NotAcceptable";
    case 409:
      return "Conflict";
    case 410:
      return "Gone";
    case 413:
      return "RequestEntityTooLarge";
    case 415:
      return "UnsupportedMediaType";
    case 422:
      return "Invalid";
    case 429:
      return "TooManyRequests";
    case 500:
      return "InternalError";
    case 503:
      return "ServiceUnavailable";
    case 504:
      return "Timeout";
    default:
      return status >= 500 ? "InternalError" : "Unknown";
  }
}
function truncate(s, n) {
  return s.length <= n ? s : `${s.slice(0, n)}\u2026`;
}

// src/cluster/discovery.ts
var AGGREGATED_ACCEPT = [
  "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList",
  "application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList",
  "application/json"
].join(",");
var key2 = (group, version, kind) => `${group}/${version}/${kind}`;
function mappingsFromAggregated(doc) {
  const out = [];
  for (const g of doc.items ?? []) {
    const group = g.metadata?.name ?? "";
    for (const v of g.versions ?? []) {
      for (const r of v.resources ?? []) {
        if (!r.responseKind?.kind || r.resource.includes("/")) continue;
        out.push({
          group,
          version: v.version,
          resource: r.resource,
          kind: r.responseKind.kind,
          namespaced: r.scope === "Namespaced",
          verbs: r.verbs ?? []
        });
      }
    }
  }
  return out;
}
function mappingsFromResourceList(groupVersion, doc) {
  const { group, version } = splitApiVersion(groupVersion);
  return (doc.resources ?? []).filter((r) => !r.name.includes("/")).map((r) => ({
    group,
    version,
    resource: r.name,
    kind: r.kind,
    namespaced: r.namespaced,
    verbs: r.verbs ?? []
  }));
}
var RestMapper = class {
  constructor(transport, aggregated = true) {
    this.transport = transport;
    this.aggregated = aggregated;
  }
  transport;
  aggregated;
  table;
  loading;
  /** Kinds we already re-discovered once for since the last explicit refresh. */
  missRefreshed = /* @__PURE__ */ new Map();
  async resolve(apiVersion, kind) {
    const { group, version } = splitApiVersion(apiVersion);
    const k = key2(group, version, kind);
    let table = await this.load();
    let hit = table.get(k);
    if (!hit) {
      let refreshing = this.missRefreshed.get(k);
      if (!refreshing) {
        refreshing = this.refresh(false);
        this.missRefreshed.set(k, refreshing);
      }
      await refreshing;
      table = await this.load();
      hit = table.get(k);
    }
    if (!hit) throw new NoMatchError(apiVersion, kind);
    return hit;
  }
  /** Drops the cache and reloads discovery now. */
  async refresh(clearMisses = true) {
    if (clearMisses) this.missRefreshed.clear();
    const pending = this.loading;
    if (pending) {
      await pending.catch(() => void 0);
    }
    this.table = void 0;
    this.loading = void 0;
    await this.load();
  }
  load() {
    if (this.table) return Promise.resolve(this.table);
    if (!this.loading) {
      this.loading = this.discover().then(
        (entries) => {
          const t = /* @__PURE__ */ new Map();
          for (const e of entries) {
            const k = key2(e.group, e.version, e.kind);
            if (!t.has(k)) t.set(k, e);
          }
          this.table = t;
          this.loading = void 0;
          return t;
        },
        (err) => {
          this.loading = void 0;
          throw err;
        }
      );
    }
    return this.loading;
  }
  async discover() {
    const ctx = { verb: "get", operation: "discovery", target: { kind: "APIGroupDiscoveryList" } };
    const [core, groups] = await Promise.all([
      this.transport.request({
        method: "GET",
        path: "/api",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx
      }),
      this.transport.request({
        method: "GET",
        path: "/apis",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx
      })
    ]);
    const aggregated = (d) => d?.kind === "APIGroupDiscoveryList";
    if (aggregated(core.body) && aggregated(groups.body)) {
      return [...mappingsFromAggregated(core.body), ...mappingsFromAggregated(groups.body)];
    }
    const gvs = [
      ...core.body.versions ?? ["v1"],
      ...(groups.body.groups ?? []).flatMap((g) => (g.versions ?? []).map((v) => v.groupVersion))
    ];
    const lists = await Promise.all(
      gvs.map(async (gv) => {
        try {
          const res = await this.transport.request({
            method: "GET",
            path: gv.includes("/") ? `/apis/${gv}` : `/api/${gv}`,
            context: ctx,
            // An aggregated API whose backend is down answers 503 steadily: skip it at once.
            noRetryStatus: [503]
          });
          return mappingsFromResourceList(gv, res.body);
        } catch (err) {
          if (err instanceof ApiError && (err.status === 503 || err.status === 404)) return [];
          throw err;
        }
      })
    );
    return lists.flat();
  }
};

// src/cluster/kubeconfig.ts
var import_yaml6 = __toESM(require_dist(), 1);
import { execFile as execFile3 } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import path4 from "node:path";
var SA_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";
function looksLikeKubeconfigContent(value) {
  const s = value.trimStart();
  if (s.startsWith("{")) return true;
  if (s.trimEnd().includes("\n")) return true;
  return /^(apiVersion|clusters|contexts|users|kind|current-context|preferences)\s*:/m.test(value);
}
function describeSource(src) {
  switch (src.type) {
    case "content":
      return "kubeconfig given as content";
    case "file":
    case "home":
      return `kubeconfig file ${src.path}`;
    case "env":
      return `KUBECONFIG=${src.paths.join(path4.delimiter)}`;
    case "in-cluster":
      return "in-cluster service account";
  }
}
function safeParseError(err) {
  const first = String(err?.message ?? err).split("\n")[0] ?? "";
  const clean2 = first.replace(/:\s*$/, "");
  return clean2.length > 120 ? `${clean2.slice(0, 120)}\u2026` : clean2;
}
function expandHome(p, home) {
  if (p === "~") return home;
  if (p.startsWith("~/")) return path4.join(home, p.slice(2));
  return p;
}
function emptyDoc() {
  return { clusters: /* @__PURE__ */ new Map(), users: /* @__PURE__ */ new Map(), contexts: /* @__PURE__ */ new Map(), currentContext: "" };
}
function mergeDoc(into, text, dir, what) {
  let raw;
  try {
    raw = (0, import_yaml6.parse)(text);
  } catch (err) {
    throw new Error(`cannot load ${what}: ${safeParseError(err)}`);
  }
  if (raw === null || raw === void 0) return;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error(`cannot load ${what}: not a kubeconfig`);
  const r = raw;
  for (const c of r.clusters ?? []) {
    if (c?.name && !into.clusters.has(c.name)) into.clusters.set(c.name, { v: c.cluster ?? {}, dir });
  }
  for (const u of r.users ?? []) {
    if (u?.name && !into.users.has(u.name)) into.users.set(u.name, { v: u.user ?? {}, dir });
  }
  for (const c of r.contexts ?? []) {
    if (c?.name && !into.contexts.has(c.name)) into.contexts.set(c.name, c.context ?? {});
  }
  if (!into.currentContext && r["current-context"]) into.currentContext = r["current-context"];
}
function readFileOrData(file, data, dir) {
  if (data) return Buffer.from(data, "base64");
  if (file) return readFileSync(path4.resolve(dir, file));
  return void 0;
}
function loadKubeConfig(kubeconfig, context, env = processEnv()) {
  const home = env.home ?? homedir();
  const doc = emptyDoc();
  let source;
  const readFile5 = (p, what) => {
    try {
      return readFileSync(p, "utf8");
    } catch (err) {
      throw new Error(`cannot read ${what}: ${err.code ?? safeParseError(err)}`);
    }
  };
  if (kubeconfig !== void 0 && kubeconfig.trim() !== "") {
    if (looksLikeKubeconfigContent(kubeconfig)) {
      source = { type: "content" };
      mergeDoc(doc, kubeconfig, process.cwd(), describeSource(source));
    } else {
      const p = path4.resolve(expandHome(kubeconfig.trim(), home));
      if (!existsSync(p)) {
        throw new Error(
          kubeconfig.length <= 256 ? `kubeconfig file ${p} does not exist` : "the kubeconfig input is neither kubeconfig content (YAML/JSON) nor the path of an existing file"
        );
      }
      if (statSync(p).isDirectory()) throw new Error(`kubeconfig ${p} is a directory, not a file`);
      source = { type: "file", path: p };
      mergeDoc(doc, readFile5(p, describeSource(source)), path4.dirname(p), describeSource(source));
    }
  } else if (env.KUBECONFIG && env.KUBECONFIG.trim() !== "") {
    const paths = env.KUBECONFIG.split(path4.delimiter).filter((p) => p !== "").map((p) => path4.resolve(expandHome(p, home)));
    const existing = paths.filter((p) => existsSync(p));
    source = { type: "env", paths };
    if (existing.length === 0) throw new Error(`no file named by KUBECONFIG exists (${paths.join(", ")})`);
    for (const p of existing) {
      mergeDoc(doc, readFile5(p, `kubeconfig file ${p}`), path4.dirname(p), `kubeconfig file ${p}`);
    }
  } else if (existsSync(path4.join(home, ".kube", "config"))) {
    const p = path4.join(home, ".kube", "config");
    source = { type: "home", path: p };
    mergeDoc(doc, readFile5(p, describeSource(source)), path4.dirname(p), describeSource(source));
  } else if (env.KUBERNETES_SERVICE_HOST && existsSync(`${env.inClusterRoot ?? ""}${SA_DIR}/token`)) {
    return inCluster(env);
  } else {
    throw new Error(
      "no kubeconfig found: pass a kubeconfig (content or path), set KUBECONFIG, create ~/.kube/config, or run inside a cluster"
    );
  }
  const where = describeSource(source);
  const names = [...doc.contexts.keys()];
  let contextName;
  if (context) {
    if (!doc.contexts.has(context)) {
      throw new Error(
        `context "${context}" not found in ${where}; available contexts: ${names.length ? names.join(", ") : "(none)"}`
      );
    }
    contextName = context;
  } else if (doc.currentContext && doc.contexts.has(doc.currentContext)) {
    contextName = doc.currentContext;
  } else if (names.length === 1) {
    contextName = names[0];
  } else {
    throw new Error(
      doc.currentContext ? `current-context "${doc.currentContext}" not found in ${where}; available contexts: ${names.join(", ") || "(none)"}` : `${where} has no current-context; choose one of: ${names.length ? names.join(", ") : "(none)"}`
    );
  }
  const ctx = doc.contexts.get(contextName);
  const cluster = ctx.cluster ? doc.clusters.get(ctx.cluster) : void 0;
  if (!cluster)
    throw new Error(`context "${contextName}" in ${where} names no known cluster (${ctx.cluster ?? "none"})`);
  const server = cluster.v.server;
  if (!server) throw new Error(`cluster "${ctx.cluster}" in ${where} has no server`);
  if (cluster.v["proxy-url"]) {
    throw new Error(
      `cluster "${ctx.cluster}" in ${where} uses proxy-url, which kustomize-sync does not support`
    );
  }
  const user = ctx.user ? doc.users.get(ctx.user) : void 0;
  if (ctx.user && !user) throw new Error(`context "${contextName}" in ${where} names an unknown user`);
  const u = user?.v ?? {};
  const udir = user?.dir ?? process.cwd();
  const fileError = (what) => (err) => {
    throw new Error(
      `cannot read ${what} for context "${contextName}": ${err.code ?? err}`
    );
  };
  let ca;
  let cert;
  let key3;
  try {
    ca = readFileOrData(
      cluster.v["certificate-authority"],
      cluster.v["certificate-authority-data"],
      cluster.dir
    );
  } catch (err) {
    fileError("the certificate authority")(err);
  }
  try {
    cert = readFileOrData(u["client-certificate"], u["client-certificate-data"], udir);
    key3 = readFileOrData(u["client-key"], u["client-key-data"], udir);
  } catch (err) {
    fileError("the client certificate")(err);
  }
  return {
    context: contextName,
    contexts: names,
    cluster: ctx.cluster,
    user: ctx.user ?? "",
    server,
    namespace: ctx.namespace,
    tls: {
      ca,
      cert,
      key: key3,
      rejectUnauthorized: cluster.v["insecure-skip-tls-verify"] !== true,
      servername: cluster.v["tls-server-name"]
    },
    auth: userAuth(u, udir, contextName),
    source
  };
}
function userAuth(u, dir, context) {
  if (u.token) return { type: "token", token: u.token };
  if (u.tokenFile) return { type: "tokenFile", path: path4.resolve(dir, u.tokenFile) };
  if (u.exec?.command) {
    return {
      type: "exec",
      exec: {
        command: u.exec.command,
        args: u.exec.args ?? [],
        env: u.exec.env ?? [],
        apiVersion: u.exec.apiVersion ?? "client.authentication.k8s.io/v1",
        baseDir: dir,
        installHint: u.exec.installHint
      }
    };
  }
  const provider = u["auth-provider"];
  if (provider) {
    if (provider.name === "oidc" && provider.config?.["id-token"]) {
      return { type: "token", token: provider.config["id-token"] };
    }
    throw new Error(
      `context "${context}" uses the "${provider.name}" auth-provider, which kustomize-sync does not support; use an exec credential plugin`
    );
  }
  if (u.username !== void 0 && u.password !== void 0) {
    return { type: "basic", username: u.username, password: u.password };
  }
  return { type: "none" };
}
function inCluster(env) {
  const dir = `${env.inClusterRoot ?? ""}${SA_DIR}`;
  const host = env.KUBERNETES_SERVICE_HOST;
  const port = env.KUBERNETES_SERVICE_PORT || "443";
  const h = host.includes(":") ? `[${host}]` : host;
  const nsFile = path4.join(dir, "namespace");
  const caFile = path4.join(dir, "ca.crt");
  return {
    context: "in-cluster",
    contexts: ["in-cluster"],
    cluster: "in-cluster",
    user: "service-account",
    server: `https://${h}:${port}`,
    namespace: existsSync(nsFile) ? readFileSync(nsFile, "utf8").trim() : void 0,
    tls: { ca: existsSync(caFile) ? readFileSync(caFile) : void 0, rejectUnauthorized: true },
    // The kubelet rotates the projected token: re-read it.
    auth: { type: "tokenFile", path: path4.join(dir, "token") },
    source: { type: "in-cluster" }
  };
}
function safeServerUrl(server) {
  try {
    const u = new URL(server);
    u.username = "";
    u.password = "";
    u.search = "";
    u.hash = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return server.replace(/\/\/[^@/]*@/, "//");
  }
}
function processEnv() {
  return {
    KUBECONFIG: process.env.KUBECONFIG,
    KUBERNETES_SERVICE_HOST: process.env.KUBERNETES_SERVICE_HOST,
    KUBERNETES_SERVICE_PORT: process.env.KUBERNETES_SERVICE_PORT
  };
}
var Credentials = class {
  constructor(auth, server) {
    this.auth = auth;
    this.server = server;
  }
  auth;
  server;
  cached;
  pending;
  /** The exec plugin's client certificate, if it returns one (first call runs the plugin). */
  async clientCertificate() {
    if (this.auth.type !== "exec") return void 0;
    const status = await this.runExec();
    if (status.clientCertificateData && status.clientKeyData) {
      return { cert: Buffer.from(status.clientCertificateData), key: Buffer.from(status.clientKeyData) };
    }
    return void 0;
  }
  /** Forgets cached credentials (after a 401, say). */
  invalidate() {
    this.cached = void 0;
  }
  async headers() {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.headers;
    if (this.pending) return this.pending;
    this.pending = this.compute().finally(() => {
      this.pending = void 0;
    });
    return this.pending;
  }
  async compute() {
    const a = this.auth;
    let headers = {};
    let until = Number.POSITIVE_INFINITY;
    switch (a.type) {
      case "none":
        break;
      case "token":
        headers = { Authorization: `Bearer ${a.token}` };
        break;
      case "basic":
        headers = { Authorization: `Basic ${Buffer.from(`${a.username}:${a.password}`).toString("base64")}` };
        break;
      case "tokenFile": {
        let token;
        try {
          token = readFileSync(a.path, "utf8").trim();
        } catch (err) {
          throw new Error(`cannot read token file ${a.path}: ${err.code ?? err}`);
        }
        headers = { Authorization: `Bearer ${token}` };
        until = Date.now() + 6e4;
        break;
      }
      case "exec": {
        const status = await this.runExec();
        if (status.token) headers = { Authorization: `Bearer ${status.token}` };
        const exp = status.expirationTimestamp ? Date.parse(status.expirationTimestamp) : Number.NaN;
        until = Number.isNaN(exp) ? Number.POSITIVE_INFINITY : exp - 3e4;
        break;
      }
    }
    this.cached = { headers, until };
    return headers;
  }
  runExec() {
    if (this.auth.type !== "exec") return Promise.resolve({});
    const e = this.auth.exec;
    const env = { ...process.env };
    for (const kv of e.env) env[kv.name] = kv.value;
    env.KUBERNETES_EXEC_INFO = JSON.stringify({
      apiVersion: e.apiVersion,
      kind: "ExecCredential",
      spec: { interactive: false, cluster: { server: this.server } }
    });
    const command = e.command.includes("/") && !path4.isAbsolute(e.command) ? path4.resolve(e.baseDir, e.command) : e.command;
    return new Promise((resolve3, reject) => {
      execFile3(command, e.args, { env, timeout: 6e4, maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
        if (err) {
          const hint = err.code === "ENOENT" && e.installHint ? ` (${e.installHint.trim()})` : "";
          const detail = String(stderr).trim().split("\n").slice(-3).join(" ").slice(0, 300);
          reject(new Error(`exec credential plugin ${e.command} failed: ${detail || err.message}${hint}`));
          return;
        }
        try {
          const cred = JSON.parse(String(stdout));
          resolve3(cred.status ?? {});
        } catch {
          reject(new Error(`exec credential plugin ${e.command} printed no ExecCredential JSON`));
        }
      });
    });
  }
};

// src/cluster/lease.ts
function microTime(date = /* @__PURE__ */ new Date()) {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
function leaseExpired(spec, now = Date.now()) {
  if (!spec?.holderIdentity) return true;
  const last = Date.parse(spec.renewTime ?? spec.acquireTime ?? "");
  if (Number.isNaN(last)) return true;
  const duration = (spec.leaseDurationSeconds ?? 0) * 1e3;
  return last + duration < now;
}
var sleep = (ms) => new Promise((resolve3) => setTimeout(resolve3, ms));
var isStatus = (err, status) => err instanceof ApiError && err.status === status;
async function acquireLease(cluster, namespace, name, holder, opts = {}) {
  const duration = opts.durationSeconds ?? 60;
  const pollMs = opts.pollMs ?? 1e3;
  const deadline = Date.now() + (opts.waitMs ?? 0);
  const ref = { group: "coordination.k8s.io", version: "v1", kind: "Lease", namespace, name };
  for (; ; ) {
    const existing = await cluster.get(ref);
    const now = /* @__PURE__ */ new Date();
    if (!existing) {
      try {
        const created = await cluster.create({
          apiVersion: "coordination.k8s.io/v1",
          kind: "Lease",
          metadata: { name, namespace, labels: { "app.kubernetes.io/managed-by": "kustomize-sync" } },
          spec: {
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: microTime(now),
            renewTime: microTime(now),
            leaseTransitions: 0
          }
        });
        return new Lease(cluster, ref, holder, created, opts, duration);
      } catch (err) {
        if (isStatus(err, 409)) continue;
        throw err;
      }
    }
    const spec = existing.spec ?? {};
    if (spec.holderIdentity === holder || leaseExpired(spec, now.getTime())) {
      const takeover = spec.holderIdentity !== holder;
      try {
        const updated = await cluster.update({
          ...existing,
          spec: {
            ...spec,
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: takeover ? microTime(now) : spec.acquireTime ?? microTime(now),
            renewTime: microTime(now),
            leaseTransitions: (spec.leaseTransitions ?? 0) + (takeover && spec.holderIdentity ? 1 : 0)
          }
        });
        return new Lease(cluster, ref, holder, updated, opts, duration);
      } catch (err) {
        if (isStatus(err, 409) || isStatus(err, 404)) continue;
        throw err;
      }
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      throw new LeaseLockedError(spec.holderIdentity, spec.acquireTime ?? spec.renewTime ?? "unknown", {
        namespace,
        name
      });
    }
    await sleep(Math.min(pollMs, remaining));
  }
}
var Lease = class {
  constructor(cluster, ref, holder, obj, opts, duration) {
    this.cluster = cluster;
    this.ref = ref;
    this.holder = holder;
    this.opts = opts;
    this.namespace = ref.namespace;
    this.name = ref.name;
    this.current = obj;
    const every = opts.renewMs ?? Math.max(1e3, duration * 1e3 / 3);
    this.timer = setInterval(() => {
      this.renew().catch(() => void 0);
    }, every);
    this.timer.unref();
  }
  cluster;
  ref;
  holder;
  opts;
  namespace;
  name;
  current;
  timer;
  state = "held";
  chain = Promise.resolve();
  get held() {
    return this.state === "held";
  }
  serial(fn) {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => void 0);
    return next;
  }
  lost(reason) {
    if (this.state === "held") {
      this.state = "lost";
      this.stopTimer();
      this.opts.onLost?.(reason);
    }
    throw new Error(`lease ${this.namespace}/${this.name} lost: ${reason}`);
  }
  stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
  }
  renew() {
    return this.serial(async () => {
      if (this.state !== "held") throw new Error(`lease ${this.namespace}/${this.name} is not held`);
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          this.current = await this.cluster.update({
            ...this.current,
            spec: { ...this.current.spec, renewTime: microTime() }
          });
          return;
        } catch (err) {
          if (isStatus(err, 404)) this.lost("deleted by someone else");
          if (!isStatus(err, 409)) throw err;
          const fresh = await this.cluster.get(this.ref);
          if (!fresh) this.lost("deleted by someone else");
          if (fresh.spec?.holderIdentity !== this.holder) {
            this.lost(`taken over by ${fresh.spec?.holderIdentity ?? "nobody"}`);
          }
          this.current = fresh;
        }
      }
    });
  }
  release() {
    return this.serial(async () => {
      if (this.state !== "held") {
        this.stopTimer();
        return;
      }
      this.state = "released";
      this.stopTimer();
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await this.cluster.delete(this.ref, {
            uid: this.current.metadata.uid,
            resourceVersion: this.current.metadata.resourceVersion
          });
          return;
        } catch (err) {
          if (!isStatus(err, 409)) throw err;
          const fresh = await this.cluster.get(this.ref);
          if (!fresh || fresh.spec?.holderIdentity !== this.holder) return;
          this.current = fresh;
        }
      }
    });
  }
};

// src/cluster/transport.ts
import http from "node:http";
import https from "node:https";
var Semaphore = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  active = 0;
  waiting = [];
  async acquire() {
    if (this.active >= this.limit) await new Promise((resolve3) => this.waiting.push(resolve3));
    else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
  get inFlight() {
    return this.active;
  }
};
var sleep2 = (ms) => new Promise((resolve3) => setTimeout(resolve3, ms));
var Transport = class {
  constructor(config, opts) {
    this.config = config;
    this.opts = {
      concurrency: 16,
      requestTimeoutMs: 6e4,
      retry: DEFAULT_RETRY,
      ...opts
    };
    this.url = new URL(config.server);
    this.basePath = this.url.pathname.replace(/\/+$/, "");
    this.isHttps = this.url.protocol === "https:";
    if (!this.isHttps && this.url.protocol !== "http:") {
      throw new Error(`unsupported server URL scheme ${this.url.protocol} (want https: or http:)`);
    }
    this.credentials = new Credentials(config.auth, config.server);
    this.sem = new Semaphore(Math.max(1, this.opts.concurrency));
  }
  config;
  url;
  basePath;
  isHttps;
  agent;
  watchAgent;
  credentials;
  sem;
  opts;
  openStreams = /* @__PURE__ */ new Set();
  counters = { requests: 0, retries: 0, maxInFlight: 0, watches: 0 };
  /** Builds the keep-alive agents (runs an exec plugin first when it supplies a client certificate). */
  async init() {
    const execCert = await this.credentials.clientCertificate();
    const t = this.config.tls;
    const tls = {
      ca: t.ca,
      cert: execCert?.cert ?? t.cert,
      key: execCert?.key ?? t.key,
      rejectUnauthorized: t.rejectUnauthorized,
      servername: t.servername
    };
    if (this.isHttps) {
      this.agent = new https.Agent({ ...tls, keepAlive: true, maxSockets: this.opts.concurrency });
      this.watchAgent = new https.Agent({ ...tls, keepAlive: false });
    } else {
      this.agent = new http.Agent({ keepAlive: true, maxSockets: this.opts.concurrency });
      this.watchAgent = new http.Agent({ keepAlive: false });
    }
  }
  authHeaders() {
    return this.credentials.headers();
  }
  buildPath(spec) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== void 0) q.set(k, String(v));
    const qs = q.toString();
    return `${this.basePath}${spec.path}${qs ? `?${qs}` : ""}`;
  }
  /** One request with retries of transient failures; throws ApiError for HTTP >= 400. */
  async request(spec) {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      this.opts.onAttempt?.(spec, attempt);
      const release = await this.sem.acquire();
      this.counters.requests++;
      if (attempt > 1) this.counters.retries++;
      this.counters.maxInFlight = Math.max(this.counters.maxInFlight, this.sem.inFlight);
      let result;
      try {
        result = await this.once(spec);
      } finally {
        release();
      }
      if (!(result instanceof ApiError)) return result;
      result.attempts = attempt;
      if (result.status === 401 && attempt === 1 && (this.config.auth.type === "exec" || this.config.auth.type === "tokenFile")) {
        this.credentials.invalidate();
        continue;
      }
      const delay = spec.noRetry || spec.noRetryStatus?.includes(result.status) ? void 0 : backoffDelay(result, attempt, Date.now() - started, this.opts.retry);
      if (delay === void 0) throw result;
      await sleep2(delay);
    }
  }
  async once(spec) {
    const headers = {
      ...await this.authHeaders(),
      Accept: spec.accept ?? "application/json",
      "User-Agent": this.opts.userAgent
    };
    let payload;
    if (spec.body !== void 0) {
      payload = Buffer.from(JSON.stringify(spec.body));
      headers["Content-Type"] = spec.contentType ?? "application/json";
      headers["Content-Length"] = String(payload.length);
    }
    const mod3 = this.isHttps ? https : http;
    return new Promise((resolve3) => {
      const req = mod3.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
          port: this.url.port || (this.isHttps ? 443 : 80),
          method: spec.method,
          path: this.buildPath(spec),
          headers,
          agent: this.agent
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("error", (err) => resolve3(networkError(err, spec)));
          res.on("end", () => {
            this.reportWarnings(res.headers.warning);
            const text = Buffer.concat(chunks).toString("utf8");
            const status = res.statusCode ?? 0;
            if (status >= 400) {
              const ra = res.headers["retry-after"];
              resolve3(apiErrorFromResponse(status, text, { retryAfter: ra }, spec.context));
              return;
            }
            try {
              resolve3({ status, body: text ? JSON.parse(text) : void 0 });
            } catch {
              resolve3(
                new ApiError({
                  status,
                  reason: "InternalError",
                  message: `the server returned a response that is not JSON (HTTP ${status})`,
                  ...spec.context
                })
              );
            }
          });
        }
      );
      req.setTimeout(this.opts.requestTimeoutMs, () => {
        const err = Object.assign(new Error(`request timed out after ${this.opts.requestTimeoutMs} ms`), {
          code: "REQUEST_TIMEOUT"
        });
        req.destroy(err);
      });
      req.on("error", (err) => resolve3(networkError(err, spec)));
      req.end(payload);
    });
  }
  reportWarnings(header) {
    if (!header || !this.opts.onWarning) return;
    for (const w of Array.isArray(header) ? header : [header]) {
      const re = /\d{3} \S+ "((?:[^"\\]|\\.)*)"/g;
      let m = re.exec(w);
      if (!m) this.opts.onWarning(w);
      while (m) {
        this.opts.onWarning(m[1].replace(/\\(.)/g, "$1"));
        m = re.exec(w);
      }
    }
  }
  /**
   * A streaming GET (watch): calls onLine per newline-delimited JSON line; onEnd once when the
   * stream ends, fails (HTTP error → ApiError), or times out — never after the returned abort().
   */
  stream(spec, onLine, onEnd) {
    let ended = false;
    let aborted = false;
    let req;
    const finish = (err) => {
      if (ended) return;
      ended = true;
      if (req) {
        this.openStreams.delete(req);
        req.destroy();
      }
      if (!aborted) onEnd(err);
    };
    this.counters.watches++;
    void this.authHeaders().then(
      (auth) => {
        if (aborted) return;
        const headers = {
          ...auth,
          Accept: spec.accept ?? "application/json",
          "User-Agent": this.opts.userAgent
        };
        const mod3 = this.isHttps ? https : http;
        req = mod3.request(
          {
            protocol: this.url.protocol,
            hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
            port: this.url.port || (this.isHttps ? 443 : 80),
            method: "GET",
            path: this.buildPath(spec),
            headers,
            agent: this.watchAgent
          },
          (res) => {
            const status = res.statusCode ?? 0;
            if (status >= 400) {
              const chunks = [];
              res.on("data", (c) => chunks.push(c));
              res.on(
                "end",
                () => finish(
                  apiErrorFromResponse(
                    status,
                    Buffer.concat(chunks).toString("utf8"),
                    { retryAfter: res.headers["retry-after"] },
                    spec.context
                  )
                )
              );
              res.on("error", (err) => finish(networkError(err, spec)));
              return;
            }
            let buf = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => {
              buf += chunk;
              let nl = buf.indexOf("\n");
              while (nl >= 0) {
                const line = buf.slice(0, nl).trim();
                buf = buf.slice(nl + 1);
                if (line && !ended) onLine(line);
                nl = buf.indexOf("\n");
              }
            });
            res.on("end", () => {
              const rest = buf.trim();
              if (rest && !ended) onLine(rest);
              finish();
            });
            res.on("error", (err) => finish(networkError(err, spec)));
            res.on("aborted", () => finish());
          }
        );
        this.openStreams.add(req);
        req.on("socket", (socket) => socket.setKeepAlive(true, 3e4));
        req.on("error", (err) => finish(networkError(err, spec)));
        req.end();
      },
      (err) => finish(err instanceof Error ? err : new Error(String(err)))
    );
    return () => {
      aborted = true;
      finish();
    };
  }
  /** Request counters (HTTP attempts, retries among them, peak concurrency, watches started). */
  stats() {
    return { ...this.counters };
  }
  close() {
    for (const r of this.openStreams) r.destroy();
    this.openStreams.clear();
    this.agent?.destroy();
    this.watchAgent?.destroy();
  }
};
function networkError(err, spec) {
  const code = err.code ?? "ECONNRESET";
  return new ApiError({
    status: 0,
    reason: "ConnectionError",
    message: `${err.message}${err.code && !err.message.includes(err.code) ? ` (${err.code})` : ""}`,
    code,
    ...spec.context
  });
}

// src/cluster/watch.ts
function objectKey(o) {
  return `${o.metadata?.namespace ?? ""}/${o.metadata?.name}`;
}
function diffSnapshot(cache, fresh) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const o of fresh) {
    const k = objectKey(o);
    seen.add(k);
    const old = cache.get(k);
    if (!old) out.push({ type: "ADDED", object: o });
    else if (old.metadata.resourceVersion !== o.metadata.resourceVersion || old.metadata.uid !== o.metadata.uid)
      out.push({ type: "MODIFIED", object: o });
  }
  for (const [k, o] of cache) if (!seen.has(k)) out.push({ type: "DELETED", object: o });
  return out;
}
var isGone = (err) => err instanceof ApiError && (err.status === 410 || err.reason === "Expired");
function watchList(cluster, opts, onEvent, onError) {
  const cache = /* @__PURE__ */ new Map();
  let rv = "";
  let stopped = false;
  let stopWatch;
  let timer;
  let failures = 0;
  const fail = (err) => {
    if (stopped) return;
    stopped = true;
    onError?.(err);
  };
  const later = (fn, ms) => {
    timer = setTimeout(() => {
      timer = void 0;
      if (!stopped) fn();
    }, ms);
  };
  const backoff = () => Math.min(500 * 2 ** Math.min(failures++, 6), 3e4);
  const relist = async () => {
    try {
      const res = await cluster.listWithVersion({
        apiVersion: opts.apiVersion,
        kind: opts.kind,
        namespace: opts.namespace,
        labelSelector: opts.labelSelector,
        fieldSelector: opts.fieldSelector
      });
      if (stopped) return;
      for (const ev of diffSnapshot(cache, res.items)) {
        if (ev.type === "DELETED") cache.delete(objectKey(ev.object));
        else if (ev.type !== "SYNCED") cache.set(objectKey(ev.object), ev.object);
        onEvent(ev);
        if (stopped) return;
      }
      rv = res.resourceVersion;
      onEvent({ type: "SYNCED", objects: [...cache.values()] });
      if (!stopped) startWatch();
    } catch (err) {
      if (stopped) return;
      if (isRetriable(err)) later(relist, backoff());
      else fail(err);
    }
  };
  const startWatch = () => {
    const startedAt = Date.now();
    const timeoutSeconds = opts.timeoutSeconds ?? 300 + Math.floor(Math.random() * 300);
    stopWatch = cluster.watch(
      { ...opts, resourceVersion: rv, allowBookmarks: true, timeoutSeconds },
      (ev) => {
        if (stopped) return;
        failures = 0;
        const newRv = ev.object?.metadata?.resourceVersion;
        if (newRv) rv = newRv;
        if (ev.type === "BOOKMARK") return;
        const k = objectKey(ev.object);
        if (ev.type === "DELETED") cache.delete(k);
        else cache.set(k, ev.object);
        onEvent({ type: ev.type, object: ev.object });
      },
      (err) => {
        stopWatch = void 0;
        if (stopped) return;
        if (!err) {
          if (Date.now() - startedAt < 1e3) later(startWatch, backoff());
          else startWatch();
        } else if (isGone(err)) {
          void relist();
        } else if (isRetriable(err)) {
          later(startWatch, backoff());
        } else {
          fail(err);
        }
      }
    );
  };
  void relist();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stopWatch?.();
  };
}

// src/cluster/client.ts
async function connect(opts = {}) {
  const config = loadKubeConfig(opts.kubeconfig, opts.context);
  const cluster = new KubeCluster(config, opts);
  await cluster.init();
  return cluster;
}
var apiVersionOf = (group, version) => group ? `${group}/${version}` : version;
var KubeCluster = class {
  fieldManager;
  transport;
  mapper;
  info;
  closers = /* @__PURE__ */ new Set();
  source;
  /** The context's default namespace, when the kubeconfig sets one. */
  defaultNamespace;
  constructor(config, opts = {}) {
    this.source = config.source;
    this.defaultNamespace = config.namespace;
    this.fieldManager = opts.fieldManager ?? "kustomize-sync";
    this.transport = new Transport(config, {
      concurrency: opts.concurrency ?? 16,
      requestTimeoutMs: opts.requestTimeoutMs ?? 6e4,
      retry: { attempts: 5, budgetMs: 3e4, baseMs: 250, maxMs: 8e3, ...opts.retry },
      userAgent: opts.userAgent ?? "kustomize-sync",
      onWarning: opts.onWarning,
      onAttempt: opts.onAttempt ? (spec, attempt) => opts.onAttempt?.({ method: spec.method, path: spec.path, attempt }) : void 0
    });
    this.mapper = new RestMapper(this.transport, opts.aggregatedDiscovery !== false);
    this.info = { server: safeServerUrl(config.server), context: config.context };
  }
  async init() {
    await this.transport.init();
  }
  describe() {
    return { ...this.info };
  }
  /** HTTP attempts made so far, retries among them, peak requests in flight, watches started. */
  stats() {
    return this.transport.stats();
  }
  async serverVersion() {
    const res = await this.transport.request({
      method: "GET",
      path: "/version",
      context: { verb: "get", operation: "get", target: { kind: "version" } }
    });
    return res.body?.gitVersion ?? "unknown";
  }
  resolve(apiVersion, kind) {
    return this.mapper.resolve(apiVersion, kind);
  }
  refreshMapping() {
    return this.mapper.refresh();
  }
  // ---- paths -------------------------------------------------------------------------------
  collectionPath(m, namespace) {
    const base = m.group ? `/apis/${m.group}/${m.version}` : `/api/${m.version}`;
    const ns = m.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : "";
    return `${base}${ns}/${m.resource}`;
  }
  objectPath(m, namespace, name) {
    return `${this.collectionPath(m, namespace)}/${encodeURIComponent(name)}`;
  }
  /** Resolves the mapping of an object/ref and checks the namespace rules. */
  async target(apiVersion, kind, namespace, name, operation, verb) {
    const t = { kind, namespace: namespace || void 0, name };
    if (!apiVersion || !kind || !name) {
      const missing2 = !apiVersion ? "apiVersion" : !kind ? "kind" : "metadata.name";
      throw new ApiError({
        status: 0,
        reason: "Invalid",
        message: `${missing2} is required`,
        verb,
        operation,
        target: t
      });
    }
    let m;
    try {
      m = await this.mapper.resolve(apiVersion, kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(apiVersion, kind, operation, t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) {
      t.namespace = void 0;
      return { m, ns: void 0, t };
    }
    if (!namespace) {
      throw new ApiError({
        status: 0,
        reason: "NamespaceNotSpecified",
        message: "namespace not specified",
        verb,
        operation,
        target: t
      });
    }
    return { m, ns: namespace, t };
  }
  // ---- reads -------------------------------------------------------------------------------
  async get(ref) {
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      "get",
      "get"
    );
    try {
      const res = await this.transport.request({
        method: "GET",
        path: this.objectPath(m, ns, ref.name),
        context: { verb: "get", operation: "get", target: t }
      });
      return res.body;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return void 0;
      throw err;
    }
  }
  async list(opts) {
    return (await this.listWithVersion(opts)).items;
  }
  async listWithVersion(opts) {
    let m;
    const t = { kind: opts.kind, namespace: opts.namespace };
    try {
      m = await this.mapper.resolve(opts.apiVersion, opts.kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(opts.apiVersion, opts.kind, "list", t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) t.namespace = void 0;
    const path5 = this.collectionPath(m, opts.namespace);
    const apiVersion = apiVersionOf(m.group, m.version);
    for (let restart = 0; ; restart++) {
      const items = [];
      let cont;
      let rv = "";
      try {
        do {
          const res = await this.transport.request({
            method: "GET",
            path: path5,
            query: {
              labelSelector: opts.labelSelector,
              fieldSelector: opts.fieldSelector,
              limit: opts.pageSize ?? 500,
              continue: cont
            },
            context: { verb: "list", operation: "list", target: t }
          });
          for (const item of res.body.items ?? []) {
            items.push({ ...item, apiVersion, kind: m.kind });
          }
          cont = res.body.metadata?.continue || void 0;
          rv = res.body.metadata?.resourceVersion ?? rv;
        } while (cont);
        return { items, resourceVersion: rv };
      } catch (err) {
        if (err instanceof ApiError && err.status === 410 && cont && restart === 0) continue;
        throw err;
      }
    }
  }
  // ---- writes ------------------------------------------------------------------------------
  async apply(obj, opts = {}) {
    const operation = opts.dryRun ? "dry-run" : "apply";
    const name = obj.metadata?.name;
    const { m, ns, t } = await this.target(
      obj.apiVersion,
      obj.kind,
      obj.metadata?.namespace,
      name,
      operation,
      "patch"
    );
    const body = sanitizeForApply(obj, m.namespaced);
    const res = await this.transport.request({
      method: "PATCH",
      path: this.objectPath(m, ns, name),
      contentType: "application/apply-patch+yaml",
      body,
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        force: opts.force === false ? void 0 : true,
        dryRun: opts.dryRun ? "All" : void 0,
        fieldValidation: opts.fieldValidation ?? "Strict"
      },
      context: { verb: "patch", operation, target: t }
    });
    return res.body;
  }
  async create(obj, opts = {}) {
    const operation = opts.dryRun ? "dry-run" : "create";
    const { m, ns, t } = await this.target(
      obj.apiVersion,
      obj.kind,
      obj.metadata?.namespace,
      obj.metadata?.name,
      operation,
      "create"
    );
    const res = await this.transport.request({
      method: "POST",
      path: this.collectionPath(m, ns),
      body: sanitizeForApply(obj, m.namespaced),
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        dryRun: opts.dryRun ? "All" : void 0,
        fieldValidation: "Strict"
      },
      context: { verb: "create", operation, target: t }
    });
    return res.body;
  }
  async update(obj, opts = {}) {
    const operation = opts.dryRun ? "dry-run" : "update";
    const name = obj.metadata?.name;
    const { m, ns, t } = await this.target(
      obj.apiVersion,
      obj.kind,
      obj.metadata?.namespace,
      name,
      operation,
      "update"
    );
    const res = await this.transport.request({
      method: "PUT",
      path: this.objectPath(m, ns, name),
      body: obj,
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        dryRun: opts.dryRun ? "All" : void 0,
        fieldValidation: "Strict"
      },
      context: { verb: "update", operation, target: t }
    });
    return res.body;
  }
  async patch(ref, patch2, type, opts = {}) {
    const operation = opts.dryRun ? "dry-run" : "patch";
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      operation,
      "patch"
    );
    const contentType = {
      merge: "application/merge-patch+json",
      json: "application/json-patch+json",
      strategic: "application/strategic-merge-patch+json"
    }[type];
    const res = await this.transport.request({
      method: "PATCH",
      path: this.objectPath(m, ns, ref.name),
      contentType,
      body: patch2,
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        dryRun: opts.dryRun ? "All" : void 0
      },
      context: { verb: "patch", operation, target: t }
    });
    return res.body;
  }
  async delete(ref, opts = {}) {
    let target;
    try {
      target = await this.target(
        apiVersionOf(ref.group, ref.version),
        ref.kind,
        ref.namespace,
        ref.name,
        "delete",
        "delete"
      );
    } catch (err) {
      if (err instanceof NoMatchError) return "notFound";
      throw err;
    }
    const { m, ns, t } = target;
    const preconditions = {};
    if (opts.uid) preconditions.uid = opts.uid;
    if (opts.resourceVersion) preconditions.resourceVersion = opts.resourceVersion;
    try {
      await this.transport.request({
        method: "DELETE",
        path: this.objectPath(m, ns, ref.name),
        body: {
          apiVersion: "v1",
          kind: "DeleteOptions",
          propagationPolicy: opts.propagationPolicy ?? "Background",
          ...Object.keys(preconditions).length ? { preconditions } : {},
          ...opts.dryRun ? { dryRun: ["All"] } : {}
        },
        context: { verb: "delete", operation: "delete", target: t }
      });
      return "deleted";
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return "notFound";
      throw err;
    }
  }
  // ---- watch -------------------------------------------------------------------------------
  watch(opts, onEvent, onEnd) {
    let stopped = false;
    let abortStream;
    const stop = () => {
      stopped = true;
      abortStream?.();
      this.closers.delete(stop);
    };
    this.closers.add(stop);
    const t = { kind: opts.kind, namespace: opts.namespace };
    const end = (err) => {
      if (stopped) return;
      stopped = true;
      this.closers.delete(stop);
      onEnd(err);
    };
    this.mapper.resolve(opts.apiVersion, opts.kind).then(
      (m) => {
        if (stopped) return;
        t.resource = m.resource;
        t.group = m.group;
        if (!m.namespaced) t.namespace = void 0;
        const context = { verb: "watch", operation: "watch", target: t };
        abortStream = this.transport.stream(
          {
            path: this.collectionPath(m, opts.namespace),
            query: {
              watch: 1,
              allowWatchBookmarks: opts.allowBookmarks === false ? void 0 : true,
              resourceVersion: opts.resourceVersion,
              fieldSelector: opts.fieldSelector,
              labelSelector: opts.labelSelector,
              timeoutSeconds: opts.timeoutSeconds
            },
            context
          },
          (line) => {
            let ev;
            try {
              ev = JSON.parse(line);
            } catch {
              return end(
                new ApiError({
                  status: 0,
                  reason: "InternalError",
                  message: "malformed watch event",
                  ...context
                })
              );
            }
            if (ev.type === "ERROR") {
              const st = ev.object ?? {};
              abortStream?.();
              return end(
                new ApiError({
                  status: st.code ?? 500,
                  reason: st.reason ?? "InternalError",
                  message: st.message ?? "watch error",
                  ...context
                })
              );
            }
            if (ev.type === "ADDED" || ev.type === "MODIFIED" || ev.type === "DELETED" || ev.type === "BOOKMARK") {
              try {
                onEvent({ type: ev.type, object: ev.object });
              } catch (err) {
                abortStream?.();
                end(err instanceof Error ? err : new Error(String(err)));
              }
            }
          },
          (err) => end(err)
        );
        if (stopped) abortStream();
      },
      (err) => {
        const e = err instanceof NoMatchError ? new NoMatchError(opts.apiVersion, opts.kind, "watch", t) : err;
        end(e instanceof Error ? e : new Error(String(e)));
      }
    );
    return stop;
  }
  watchList(opts, onEvent, onError) {
    const stop = watchList(this, opts, onEvent, onError);
    const wrapped = () => {
      stop();
      this.closers.delete(wrapped);
    };
    this.closers.add(wrapped);
    return wrapped;
  }
  // ---- leases ------------------------------------------------------------------------------
  async acquireLease(namespace, name, holder, opts) {
    const handle = await acquireLease(this, namespace, name, holder, opts);
    const closer = () => handle.release().catch(() => void 0);
    this.closers.add(closer);
    const release = handle.release.bind(handle);
    handle.release = async () => {
      this.closers.delete(closer);
      await release();
    };
    return handle;
  }
  async close() {
    const pending = [...this.closers].map((c) => c());
    this.closers.clear();
    await Promise.all(pending);
    this.transport.close();
  }
};
function sanitizeForApply(obj, namespaced) {
  const { managedFields: _mf, ...metadata } = obj.metadata ?? {};
  if (!namespaced) delete metadata.namespace;
  return { ...obj, metadata };
}

// src/reconcile/build.ts
async function build(options) {
  const started = Date.now();
  const { report: validation, plan } = await validate9(options);
  const specs = options.name ? plan.order.filter((s) => s.name === options.name) : plan.order;
  if (options.name && specs.length === 0) {
    const problems = [
      ...validation.problems ?? [],
      { message: `Kustomization ${JSON.stringify(options.name)} not found under ${options.path}` }
    ];
    return { report: { ...validation, ready: false, problems }, yaml: "" };
  }
  const renderer = await detectRenderer(options.kustomize);
  const cluster = options.kubeconfig ? await connect({ kubeconfig: options.kubeconfig, context: options.context }) : void 0;
  try {
    const ctx = {
      root: options.root,
      sources: options.sources,
      renderer,
      images: options.images,
      substitute: options.substitute,
      ...cluster ? { substitution: substitutionReaderFrom(cluster) } : {}
    };
    const rendered = await mapLimit(specs, options.concurrency, async (spec) => {
      try {
        const result = await renderKustomization(spec, ctx);
        return { spec, manifests: result.manifests, warnings: result.warnings };
      } catch (err) {
        if (err instanceof BuildError) return { spec, error: err };
        throw err;
      }
    });
    const rows = rendered.map((r) => ({
      name: r.spec.name,
      namespace: r.spec.namespace,
      ready: r.error ? "False" : "Unknown",
      reason: r.error ? r.error.reason : "Planned",
      message: r.error ? r.error.detail : `rendered ${r.manifests?.length ?? 0} objects`,
      revision: "",
      changes: [],
      durationMs: 0,
      source: r.spec.source,
      ...r.warnings?.length ? { warnings: r.warnings } : {},
      ...r.error ? { problems: [{ message: r.error.message, ...r.error.source ? { source: r.error.source } : {} }] } : {}
    }));
    const manifests = rendered.flatMap((r) => r.manifests ?? []);
    const report = {
      ...validation,
      ready: validation.ready && rows.every((r) => r.ready !== "False"),
      kustomizations: rows,
      durationMs: Date.now() - started
    };
    return { report, yaml: manifests.length ? `${formatManifests(manifests)}` : "" };
  } finally {
    cluster?.close();
  }
}
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// src/reconcile/sync.ts
import { randomBytes } from "node:crypto";
import { hostname, userInfo } from "node:os";
import { relative as relative3 } from "node:path";

// src/inventory/codec.ts
import { gunzipSync, gzipSync } from "node:zlib";
var INVENTORY_LABEL = "kustomize-sync.io/inventory";
var KUSTOMIZATION_ANNOTATION = "kustomize-sync.io/kustomization";
var REVISION_ANNOTATION = "kustomize-sync.io/revision";
var POLICY_ANNOTATION = "kustomize-sync.io/deletion-policy";
var PRUNE_ANNOTATION = "kustomize-sync.io/prune";
var SCOPE_ANNOTATION = "kustomize-sync.io/scope";
var UPDATED_ANNOTATION = "kustomize-sync.io/updated-at";
var PLAIN_LIMIT = 128 * 1024;
var MAX_ENCODED_BYTES = 900 * 1024;
function inventoryName(k) {
  const name = `kustomize-sync-${k.name}`;
  return name.length <= 253 ? name : `${name.slice(0, 240)}-${hash(k.name)}`;
}
var InventoryTooLargeError = class extends Error {
  name = "InventoryTooLargeError";
};
function encodeInventory(inv) {
  const lines2 = [...inv.entries].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0).map((e) => `${e.id} ${e.v}`).join("\n");
  const body = {};
  let size = Buffer.byteLength(lines2);
  if (size <= PLAIN_LIMIT) {
    body.data = { entries: lines2 };
  } else {
    const gz = gzipSync(lines2, { level: 9 }).toString("base64");
    size = gz.length;
    body.binaryData = { "entries.gz": gz };
  }
  if (size > MAX_ENCODED_BYTES) {
    throw new InventoryTooLargeError(
      `inventory of Kustomization ${inv.kustomization.namespace}/${inv.kustomization.name} is too large: ${inv.entries.length} objects encode to ${size} bytes, over the ${MAX_ENCODED_BYTES}-byte limit (Kubernetes objects are limited to 1 MiB); split it into several Kustomizations`
    );
  }
  return {
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: {
      name: inventoryName(inv.kustomization),
      namespace: inv.namespace,
      labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [INVENTORY_LABEL]: "true" },
      annotations: {
        [KUSTOMIZATION_ANNOTATION]: `${inv.kustomization.namespace}/${inv.kustomization.name}`,
        [REVISION_ANNOTATION]: inv.revision,
        [POLICY_ANNOTATION]: inv.deletionPolicy,
        [PRUNE_ANNOTATION]: String(inv.prune),
        [SCOPE_ANNOTATION]: inv.scope,
        [UPDATED_ANNOTATION]: inv.updatedAt
      }
    },
    ...body
  };
}
function decodeInventory(cm) {
  const where = `ConfigMap/${cm.metadata.namespace}/${cm.metadata.name}`;
  const annotations = cm.metadata.annotations ?? {};
  const owner = annotations[KUSTOMIZATION_ANNOTATION];
  const slash = owner?.indexOf("/") ?? -1;
  if (!owner || slash <= 0)
    throw new Error(`${where} is not a kustomize-sync inventory (no ${KUSTOMIZATION_ANNOTATION})`);
  const data = cm.data ?? {};
  const binary = cm.binaryData ?? {};
  const text = binary["entries.gz"] !== void 0 ? gunzipSync(Buffer.from(binary["entries.gz"], "base64")).toString("utf8") : data.entries ?? "";
  const entries = text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [id, v] = l.split(" ");
    return { id, v: v ?? "" };
  });
  return {
    kustomization: { namespace: owner.slice(0, slash), name: owner.slice(slash + 1) },
    namespace: cm.metadata.namespace ?? "",
    entries,
    revision: annotations[REVISION_ANNOTATION] ?? "",
    deletionPolicy: annotations[POLICY_ANNOTATION] ?? "MirrorPrune",
    prune: annotations[PRUNE_ANNOTATION] === "true",
    scope: annotations[SCOPE_ANNOTATION] ?? "",
    updatedAt: annotations[UPDATED_ANNOTATION] ?? ""
  };
}
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, "0");
}

// src/inventory/store.ts
async function readInventory(cluster, kustomization, namespace) {
  const cm = await cluster.get({
    group: "",
    version: "v1",
    kind: "ConfigMap",
    namespace,
    name: inventoryName(kustomization)
  });
  return cm ? decodeInventory(cm) : void 0;
}
async function listInventories(cluster) {
  const items = await cluster.list({
    apiVersion: "v1",
    kind: "ConfigMap",
    labelSelector: `${INVENTORY_LABEL}=true`
  });
  return items.map(decodeInventory);
}
async function writeInventory(cluster, inventory) {
  await ensureNamespace(cluster, inventory.namespace);
  await cluster.apply(encodeInventory(inventory));
}
async function deleteInventory(cluster, inventory) {
  await cluster.delete({
    group: "",
    version: "v1",
    kind: "ConfigMap",
    namespace: inventory.namespace,
    name: inventoryName(inventory.kustomization)
  });
}
var ensured = /* @__PURE__ */ new WeakMap();
async function ensureNamespace(cluster, namespace) {
  const done = ensured.get(cluster) ?? /* @__PURE__ */ new Set();
  ensured.set(cluster, done);
  if (done.has(namespace)) return;
  const existing = await cluster.get({
    group: "",
    version: "v1",
    kind: "Namespace",
    namespace: "",
    name: namespace
  });
  if (!existing) {
    await cluster.apply({
      apiVersion: "v1",
      kind: "Namespace",
      metadata: { name: namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } }
    });
  }
  done.add(namespace);
}

// src/apply/compare.ts
var SERVER_METADATA = [
  "resourceVersion",
  "managedFields",
  "generation",
  "uid",
  "creationTimestamp",
  "selfLink"
];
function sameObject(dryRun, live) {
  return stableJson(normalise(dryRun)) === stableJson(normalise(live));
}
function normalise(obj) {
  const { status: _status, metadata, ...rest } = obj;
  const meta = { ...metadata };
  for (const key3 of SERVER_METADATA) delete meta[key3];
  return { ...rest, metadata: meta };
}
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// src/apply/noop.ts
function isNoopApply(desired, live, fieldManager) {
  const managed = live.metadata.managedFields ?? [];
  const ours = managed.filter((m) => m.manager === fieldManager && m.operation === "Apply");
  if (ours.length !== 1 || ours[0].apiVersion !== desired.apiVersion || !ours[0].fieldsV1) return false;
  return isSubset(desired, live) && ownedFieldsPresent(ours[0].fieldsV1, desired);
}
function isSubset(desired, live) {
  if (desired === null || live === void 0) return false;
  if (Array.isArray(desired)) {
    if (!Array.isArray(live) || live.length !== desired.length) return false;
    return desired.every((item, i) => isSubset(item, live[i]));
  }
  if (typeof desired === "object") {
    if (typeof live !== "object" || live === null || Array.isArray(live)) return false;
    return Object.entries(desired).every(([key3, value]) => isSubset(value, live[key3]));
  }
  return desired === live;
}
function ownedFieldsPresent(fields, desired) {
  for (const [key3, children] of Object.entries(fields)) {
    if (key3 === ".") continue;
    const kind = key3.slice(0, 2);
    const rest = key3.slice(2);
    let next;
    if (kind === "f:") {
      if (!desired || typeof desired !== "object" || Array.isArray(desired) || !(rest in desired))
        return false;
      next = desired[rest];
    } else if (kind === "k:") {
      if (!Array.isArray(desired)) return false;
      const keyFields = JSON.parse(rest);
      next = desired.find(
        (item) => item !== null && typeof item === "object" && !Array.isArray(item) && Object.entries(keyFields).every(([k, v]) => JSON.stringify(item[k]) === JSON.stringify(v))
      );
      if (next === void 0) return false;
    } else if (kind === "v:") {
      if (!Array.isArray(desired) || !desired.some((item) => JSON.stringify(item) === rest)) return false;
      continue;
    } else if (kind === "i:") {
      if (!Array.isArray(desired) || desired[Number(rest)] === void 0) return false;
      next = desired[Number(rest)];
    } else {
      return false;
    }
    if (Object.keys(children).length > 0 && !ownedFieldsPresent(children, next)) return false;
  }
  return true;
}

// src/apply/order.ts
var KIND_ORDER = [
  "CustomResourceDefinition",
  "Namespace",
  "ClusterRole",
  "*Class",
  "ClusterRoleBinding",
  "ResourceQuota",
  "ServiceAccount",
  "Role",
  "RoleBinding",
  "ConfigMap",
  "Secret",
  "Service",
  "LimitRange",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget",
  "",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration"
];
var UNKNOWN_RANK = KIND_ORDER.indexOf("");
var CLASS_RANK = KIND_ORDER.indexOf("*Class");
function kindRank(kind) {
  const rank = KIND_ORDER.indexOf(kind);
  if (rank >= 0 && kind !== "") return rank;
  return kind.endsWith("Class") ? CLASS_RANK : UNKNOWN_RANK;
}
function stageOf(kind) {
  if (kind === "CustomResourceDefinition" || kind === "Namespace" || kind === "ClusterRole") return 0;
  return kind.endsWith("Class") ? 1 : 2;
}
function compareForApply(a, b) {
  return kindRank(a.kind) - kindRank(b.kind) || compare(splitApiVersion(a.apiVersion).group, splitApiVersion(b.apiVersion).group) || compare(a.kind, b.kind) || compare(a.metadata.namespace ?? "", b.metadata.namespace ?? "") || compare(a.metadata.name, b.metadata.name);
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/apply/apply.ts
async function applyKustomization(input) {
  const { cluster, kustomization: ks } = input;
  const problems = [];
  const planned = await prepare(input, problems);
  if (problems.length > 0) return { desired: planned, changes: [], problems, wrote: false };
  await Promise.all(
    planned.map(async (p) => {
      if (p.deferred || p.action === "skipped") return;
      if (p.live && isNoopApply(p.object, p.live, input.fieldManager)) {
        p.action = "unchanged";
        return;
      }
      try {
        const result = await cluster.apply(p.object, { dryRun: true });
        p.action = !p.live ? "created" : sameObject(result, p.live) ? "unchanged" : "configured";
      } catch (err) {
        problems.push(objectProblem(p, err));
      }
    })
  );
  if (problems.length > 0) return { desired: planned, changes: toChanges(planned), problems, wrote: false };
  if (input.dryRunOnly) return { desired: planned, changes: toChanges(planned), problems, wrote: false };
  let wrote = false;
  for (const stage of [0, 1, 2]) {
    const inStage = planned.filter((p) => stageOf(p.ref.kind) === stage);
    for (const rankGroup of groupByRank(inStage)) {
      const toWrite = rankGroup.filter(
        (p) => p.deferred || p.action === "created" || p.action === "configured"
      );
      if (toWrite.length === 0) continue;
      if (!wrote) {
        await input.beforeFirstWrite(planned);
        wrote = true;
      }
      await Promise.all(toWrite.map((p) => applyOne(input, p, problems)));
      if (problems.length > 0) return { desired: planned, changes: toChanges(planned), problems, wrote };
    }
    if (stage === 0) await waitForFoundations(cluster, inStage, input.timeoutMs, problems);
    if (problems.length > 0) return { desired: planned, changes: toChanges(planned), problems, wrote };
  }
  input.log.debug(`${ks.namespace}/${ks.name}: applied ${planned.length} objects`);
  return { desired: planned, changes: toChanges(planned), problems, wrote };
}
async function prepare(input, problems) {
  const { cluster, kustomization: ks } = input;
  const crdScopes = /* @__PURE__ */ new Map();
  const namespacesInSet = [];
  for (const { object } of input.manifests) {
    if (object.kind === "CustomResourceDefinition") {
      const spec = object.spec ?? {};
      crdScopes.set(`${spec.group}/${spec.names?.kind}`, spec.scope !== "Cluster");
    }
    if (object.kind === "Namespace" && object.apiVersion === "v1") namespacesInSet.push(object.metadata.name);
  }
  const namespacesToCreate = /* @__PURE__ */ new Set();
  await Promise.all(
    namespacesInSet.map(async (name) => {
      const live = await cluster.get({ group: "", version: "v1", kind: "Namespace", namespace: "", name });
      if (!live) namespacesToCreate.add(name);
    })
  );
  const sorted = [...input.manifests].sort((a, b) => compareForApply(a.object, b.object));
  const planned = await Promise.all(
    sorted.map(async (manifest) => {
      const object = structuredClone(manifest.object);
      const { group, version } = splitApiVersion(object.apiVersion ?? "");
      const display = formatRef({
        kind: object.kind,
        namespace: object.metadata?.namespace ?? "",
        name: object.metadata?.name
      });
      let namespaced;
      let knownToServer = true;
      try {
        namespaced = (await cluster.resolve(object.apiVersion, object.kind)).namespaced;
      } catch (err) {
        const fromSet = crdScopes.get(`${group}/${object.kind}`);
        if (!(err instanceof NoMatchError) || fromSet === void 0) {
          problems.push(
            withSource({ message: `${display} ${formatApiError(err)}`, object: display }, manifest.source)
          );
          return void 0;
        }
        namespaced = fromSet;
        knownToServer = false;
      }
      if (namespaced && !object.metadata.namespace) {
        problems.push(
          withSource({ message: `${display} namespace not specified`, object: display }, manifest.source)
        );
        return void 0;
      }
      if (!namespaced) delete object.metadata.namespace;
      object.metadata.labels = {
        ...object.metadata.labels,
        [OWNER_NAME_LABEL]: ks.name,
        [OWNER_NAMESPACE_LABEL]: ks.namespace
      };
      const ref = {
        group,
        version,
        kind: object.kind,
        namespace: namespaced ? object.metadata.namespace ?? "" : "",
        name: object.metadata.name
      };
      const p = {
        object,
        ref,
        id: objectId(ref),
        source: manifest.source,
        namespaced,
        deferred: !knownToServer || namespaced && namespacesToCreate.has(ref.namespace),
        action: "unchanged",
        force: ks.force || annotation(object, FLUX_FORCE_ANNOTATION) === "enabled"
      };
      return p;
    })
  );
  const result = planned.filter((p) => p !== void 0);
  await readLiveObjects(cluster, result, problems);
  for (const p of result) classify(p, input, problems);
  return result;
}
async function readLiveObjects(cluster, planned, problems) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of planned) {
    if (p.deferred) continue;
    const key3 = `${p.object.apiVersion}|${p.ref.kind}|${p.ref.namespace}`;
    groups.set(key3, [...groups.get(key3) ?? [], p]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const first = group[0];
      try {
        const items = group.length === 1 ? [await cluster.get(first.ref)].filter((o) => o !== void 0) : await cluster.list({
          apiVersion: first.object.apiVersion,
          kind: first.ref.kind,
          ...first.namespaced ? { namespace: first.ref.namespace } : {}
        });
        const byName = new Map(items.map((o) => [o.metadata.name, o]));
        for (const p of group) p.live = byName.get(p.ref.name);
      } catch (err) {
        for (const p of group) problems.push(objectProblem(p, err));
      }
    })
  );
}
function classify(p, input, problems) {
  const ks = input.kustomization;
  const skipped = skipReason(p);
  if (skipped) {
    p.action = "skipped";
    p.detail = skipped;
    p.deferred = false;
    return;
  }
  if (p.deferred && !p.live) p.action = "created";
  if (!p.live) return;
  const ownerName = label(p.live, OWNER_NAME_LABEL);
  const ownerNamespace = label(p.live, OWNER_NAMESPACE_LABEL);
  const ours = ownerName === ks.name && ownerNamespace === ks.namespace;
  if (ours || input.previousIds.has(p.id)) return;
  const ref = formatRef(p.ref);
  const message = ownerName && ownerNamespace ? `${ref} is managed by Kustomization ${ownerNamespace}/${ownerName}; an object can belong to one Kustomization only` : `${ref} already exists and was not created by kustomize-sync; refusing to adopt it silently (to adopt it, label it ${OWNER_NAME_LABEL}=${ks.name} and ${OWNER_NAMESPACE_LABEL}=${ks.namespace})`;
  problems.push(withSource({ message, object: ref }, p.source));
}
function skipReason(p) {
  const ssa = annotation(p.object, FLUX_SSA_ANNOTATION);
  if (annotation(p.object, FLUX_RECONCILE_ANNOTATION) === "disabled")
    return "reconcile disabled by annotation";
  if (annotation(p.live, FLUX_RECONCILE_ANNOTATION) === "disabled") {
    return "reconcile disabled by annotation on the live object";
  }
  if (ssa === "Ignore") return "ssa: Ignore";
  if (ssa === "IfNotPresent" && p.live) return "ssa: IfNotPresent and the object exists";
  return void 0;
}
async function applyOne(input, p, problems) {
  const { cluster } = input;
  try {
    if (p.deferred) {
      await cluster.apply(p.object, { dryRun: true }).catch((err) => {
        throw Object.assign(err, { dryRunPhase: true });
      });
      p.action = "created";
    }
    await cluster.apply(p.object);
  } catch (err) {
    if (p.force && isImmutableError(err) && p.live?.metadata.uid) {
      try {
        await cluster.delete(p.ref, { uid: p.live.metadata.uid, propagationPolicy: "Background" });
        await waitGone(cluster, p.ref, input.timeoutMs);
        await cluster.apply(p.object);
        p.detail = "recreated: immutable fields changed and force is enabled";
        return;
      } catch (retryErr) {
        problems.push(objectProblem(p, retryErr));
        p.action = "failed";
        return;
      }
    }
    problems.push(
      objectProblem(p, err, err.dryRunPhase ? void 0 : "apply")
    );
    p.action = "failed";
    p.detail = formatApiError(err);
  }
}
function isImmutableError(err) {
  return err instanceof ApiError && err.status === 422 && /immutable/i.test(err.message);
}
async function waitForFoundations(cluster, stage0, timeoutMs, problems) {
  const crds = stage0.filter((p) => p.ref.kind === "CustomResourceDefinition" && p.action !== "skipped");
  const namespaces = stage0.filter((p) => p.ref.kind === "Namespace" && p.action !== "skipped");
  const deadline = Date.now() + timeoutMs;
  const pending = [...crds, ...namespaces];
  while (pending.length > 0) {
    for (let i = pending.length - 1; i >= 0; i--) {
      const live = await cluster.get(pending[i].ref);
      if (live && foundationReady(live)) pending.splice(i, 1);
    }
    if (pending.length === 0) break;
    if (Date.now() > deadline) {
      for (const p of pending)
        problems.push(
          withSource(
            { message: `${formatRef(p.ref)} did not become ready in time`, object: formatRef(p.ref) },
            p.source
          )
        );
      return;
    }
    await sleep3(200);
  }
  if (crds.length > 0) await cluster.refreshMapping();
}
function foundationReady(live) {
  const status = live.status ?? {};
  if (live.kind === "Namespace") return status.phase === "Active";
  return (status.conditions ?? []).some((c) => c.type === "Established" && c.status === "True");
}
async function waitGone(cluster, ref, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!await cluster.get(ref)) return true;
    await sleep3(250);
  }
  return false;
}
function groupByRank(planned) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of planned) {
    const rank = kindRank(p.ref.kind);
    groups.set(rank, [...groups.get(rank) ?? [], p]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g);
}
function toChanges(planned) {
  return planned.map((p) => ({
    id: p.id,
    kind: p.ref.kind,
    namespace: p.ref.namespace,
    name: p.ref.name,
    action: p.action,
    ...p.detail ? { detail: p.detail } : {},
    ...p.source ? { source: p.source } : {}
  }));
}
function objectProblem(p, err, operation) {
  let message = formatApiError(err);
  if (err instanceof ApiError && !message.startsWith(formatRef(p.ref))) {
    message = `${formatRef(p.ref)} ${operation ?? err.operation} failed: ${err.message}`;
  }
  return withSource({ message, object: formatRef(p.ref) }, p.source);
}
function withSource(problem, source) {
  if (!source) return problem;
  return { ...problem, message: `${problem.message} (${formatLocation(source)})`, source };
}
var sleep3 = (ms) => new Promise((r) => setTimeout(r, ms));

// src/prune/prune.ts
async function pruneStale(input) {
  const outcome = { changes: [], keep: [], problems: [] };
  const candidates = input.stale.map((entry) => {
    const ref = parseObjectId(entry.id);
    return { entry, ref: { ...ref, version: entry.v } };
  });
  const ranks = [...new Set(candidates.map((c) => kindRank(c.ref.kind)))].sort((a, b) => b - a);
  for (const rank of ranks) {
    const group = candidates.filter((c) => kindRank(c.ref.kind) === rank);
    await Promise.all(group.map((c) => pruneOne(input, c, outcome)));
  }
  return outcome;
}
async function pruneOne(input, c, out) {
  const { cluster } = input;
  const refText = formatRef(c.ref);
  const change = (action, detail) => {
    out.changes.push({
      id: c.entry.id,
      kind: c.ref.kind,
      namespace: c.ref.namespace,
      name: c.ref.name,
      action,
      ...detail ? { detail } : {}
    });
  };
  let live;
  try {
    live = await cluster.get(c.ref);
  } catch (err) {
    if (err instanceof NoMatchError) return;
    out.keep.push(c.entry);
    out.problems.push({ message: formatApiError(err), object: refText });
    change("failed", formatApiError(err));
    return;
  }
  if (!live) return;
  const ks = input.kustomization;
  if (label(live, OWNER_NAME_LABEL) !== ks.name || label(live, OWNER_NAMESPACE_LABEL) !== ks.namespace) {
    return change("skipped", "not deleted: its owner labels do not name this Kustomization");
  }
  if (annotation(live, FLUX_PRUNE_ANNOTATION) === "disabled") {
    return change("skipped", `not deleted: ${FLUX_PRUNE_ANNOTATION}: disabled`);
  }
  if (annotation(live, LIFECYCLE_DELETION_ANNOTATION) === "detach") {
    return change("skipped", `detached: ${LIFECYCLE_DELETION_ANNOTATION}: detach`);
  }
  const refusal = await safetyRefusal(input, c);
  if (refusal) {
    out.keep.push(c.entry);
    return change("skipped", refusal);
  }
  if (input.dryRunOnly) return change("deleted", "would be deleted");
  try {
    await cluster.delete(c.ref, { uid: live.metadata.uid, propagationPolicy: "Background" });
  } catch (err) {
    out.keep.push(c.entry);
    const message = formatApiError(err);
    out.problems.push({
      message: message.startsWith(refText) ? message : `${refText} delete failed: ${message}`,
      object: refText
    });
    return change("failed", message);
  }
  if (await waitGone(cluster, c.ref, input.timeoutMs)) return change("deleted");
  out.keep.push(c.entry);
  change("deleted", "deletion requested; still terminating");
}
async function safetyRefusal(input, c) {
  if (c.ref.kind === "Namespace" && c.ref.group === "") {
    const ns = c.ref.name;
    const mine = `${input.kustomization.namespace}/${input.kustomization.name}`;
    if ([...input.desiredIds].some((id) => parseObjectId(id).namespace === ns)) {
      return `not deleted: Namespace still holds objects of Kustomization ${mine}`;
    }
    for (const inv of await input.inventories()) {
      const owner = `${inv.kustomization.namespace}/${inv.kustomization.name}`;
      if (inv.namespace === ns) return `not deleted: Namespace holds the inventory of Kustomization ${owner}`;
      if (owner === mine) continue;
      if (inv.entries.some((e) => parseObjectId(e.id).namespace === ns)) {
        return `not deleted: Namespace still holds objects of Kustomization ${owner}`;
      }
    }
  }
  if (c.ref.kind === "CustomResourceDefinition") {
    const crd = await input.cluster.get(c.ref);
    const spec = crd?.spec ?? {};
    const version = spec.versions?.find((v) => v.served !== false)?.name;
    if (spec.group && spec.names?.kind && version) {
      const items = await input.cluster.list({ apiVersion: `${spec.group}/${version}`, kind: spec.names.kind, pageSize: 1 }).catch(() => []);
      if (items.length > 0) {
        return `not deleted: ${items.length === 1 ? "a custom resource" : "custom resources"} of this CRD still exist (deleting it would delete them all)`;
      }
    }
  }
  return void 0;
}

// src/reconcile/fault.ts
function faultPoint(name) {
  if (process.env.KUSTOMIZE_SYNC_FAULT === name) process.kill(process.pid, "SIGKILL");
}

// src/reconcile/kustomization.ts
var LEASE_SECONDS = 15;
async function reconcileKustomization(spec, ctx) {
  const started = Date.now();
  const { options, cluster } = ctx;
  const dryRunOnly = options.mode === "plan";
  const result = (ready, reason, message, extra = {}) => ({
    name: spec.name,
    namespace: spec.namespace,
    ready,
    reason,
    message,
    revision: "",
    changes: [],
    durationMs: Date.now() - started,
    dependsOn: spec.dependsOn.map((d) => `${d.namespace}/${d.name}`),
    source: spec.source,
    ...extra
  });
  let revision = "";
  let rendered;
  try {
    const renderContext = {
      root: options.root,
      sources: options.sources,
      renderer: ctx.renderer,
      images: options.images,
      substitute: options.substitute,
      substitution: substitutionReaderFrom(cluster)
    };
    revision = await sourceRevision(await resolveSourceDir(spec, renderContext));
    rendered = await renderKustomization(spec, renderContext);
  } catch (err) {
    if (err instanceof BuildError) {
      return result("False", err.reason === "ArtifactFailed" ? "ArtifactFailed" : "BuildFailed", err.detail, {
        revision,
        problems: [
          {
            message: `Kustomization/${err.kustomization}: ${err.detail}`,
            ...err.source ? { source: err.source } : {}
          }
        ]
      });
    }
    throw err;
  }
  const warnings = [...rendered.warnings];
  const inventoryNamespace = spec.namespace;
  const lease = dryRunOnly ? void 0 : await ensureNamespace(cluster, inventoryNamespace).then(
    () => cluster.acquireLease(inventoryNamespace, `kustomize-sync-${spec.name}`, ctx.holder, {
      waitMs: options.lockTimeoutMs,
      durationSeconds: LEASE_SECONDS
    })
  ).catch((err) => err);
  if (lease instanceof Error) {
    const message = lease instanceof LeaseLockedError ? lease.message : formatApiError(lease);
    return result("False", "ReconciliationFailed", message, { revision });
  }
  try {
    const previous = await readInventory(cluster, spec, inventoryNamespace);
    const previousIds = new Set(previous?.entries.map((e) => e.id) ?? []);
    const inventoryOf = (entries) => ({
      kustomization: { namespace: spec.namespace, name: spec.name },
      namespace: inventoryNamespace,
      entries,
      revision,
      deletionPolicy: spec.deletionPolicy,
      prune: spec.prune,
      scope: ctx.scope,
      updatedAt: (/* @__PURE__ */ new Date()).toISOString()
    });
    const applied = await applyKustomization({
      cluster,
      kustomization: spec,
      manifests: rendered.manifests,
      previousIds,
      fieldManager: options.fieldManager,
      dryRunOnly,
      timeoutMs: options.timeoutMs,
      log: options.log,
      // Write-ahead: old ∪ new is stored before the first mutation, so an interrupted run can
      // never lose track of an object it created (cli-utils and kubectl ApplySet do the same).
      beforeFirstWrite: (desired) => writeInventory(cluster, inventoryOf(union(previous?.entries ?? [], entriesOf(desired))))
    }).catch((err) => err);
    if (applied instanceof Error) {
      return result("False", "ReconciliationFailed", formatApiError(applied), { revision });
    }
    const desiredEntries = entriesOf(applied.desired);
    const changes = [...applied.changes];
    if (applied.problems.length > 0) {
      return result("False", "ReconciliationFailed", summarise(applied.problems), {
        revision,
        changes,
        problems: applied.problems,
        warnings
      });
    }
    if (!dryRunOnly) faultPoint("after-apply");
    const desiredIds = new Set(desiredEntries.map((e) => e.id));
    const stale = (previous?.entries ?? []).filter((e) => !desiredIds.has(e.id));
    let kept = [];
    let pruneProblems = [];
    if (stale.length > 0 && spec.prune && options.prune) {
      if (!applied.wrote && !dryRunOnly)
        await writeInventory(cluster, inventoryOf(union(previous?.entries ?? [], desiredEntries)));
      const pruned = await pruneStale({
        cluster,
        kustomization: spec,
        stale,
        desiredIds,
        inventories: () => listInventories(cluster),
        timeoutMs: options.timeoutMs,
        dryRunOnly,
        log: options.log
      });
      changes.push(...pruned.changes);
      kept = pruned.keep;
      pruneProblems = pruned.problems;
    } else if (stale.length > 0) {
      kept = stale;
    }
    if (!dryRunOnly) faultPoint("after-prune");
    const finalEntries = union(desiredEntries, kept);
    if (!dryRunOnly && !sameEntries(previous, finalEntries, revision)) {
      await writeInventory(cluster, inventoryOf(finalEntries));
    }
    if (pruneProblems.length > 0) {
      return result("False", "PruneFailed", summarise(pruneProblems), {
        revision,
        changes,
        problems: pruneProblems,
        warnings,
        inventorySize: finalEntries.length
      });
    }
    const message = dryRunOnly ? `Planned revision: ${revision}` : `Applied revision: ${revision}`;
    return result("True", dryRunOnly ? "Planned" : "ReconciliationSucceeded", message, {
      revision,
      changes,
      warnings,
      inventorySize: finalEntries.length
    });
  } finally {
    await lease?.release().catch(() => void 0);
  }
}
function entriesOf(desired) {
  return desired.map((d) => ({ id: d.id, v: d.ref.version }));
}
function union(a, b) {
  const byId = new Map(a.map((e) => [e.id, e]));
  for (const e of b) byId.set(e.id, e);
  return [...byId.values()];
}
function sameEntries(previous, entries, revision) {
  if (!previous || previous.revision !== revision || previous.entries.length !== entries.length) return false;
  const old = new Set(previous.entries.map((e) => `${e.id} ${e.v}`));
  return entries.every((e) => old.has(`${e.id} ${e.v}`));
}
function summarise(problems) {
  const shown = problems.slice(0, 3).map((p) => p.message);
  return problems.length > 3 ? `${shown.join("\n")}
(and ${problems.length - 3} more)` : shown.join("\n");
}

// src/reconcile/removed.ts
async function finalizeRemoved(inventory, ctx) {
  const started = Date.now();
  const { cluster, options } = ctx;
  const policy = inventory.deletionPolicy;
  const deleteObjects = policy === "Delete" || policy === "WaitForTermination" || policy === "MirrorPrune" && inventory.prune;
  const row = (ready, message, extra = {}) => ({
    name: inventory.kustomization.name,
    namespace: inventory.kustomization.namespace,
    ready,
    reason: ready === "True" ? "Deleted" : "PruneFailed",
    message,
    revision: inventory.revision,
    changes: [],
    durationMs: Date.now() - started,
    ...extra
  });
  const dryRunOnly = options.mode === "plan";
  const lease = dryRunOnly ? void 0 : await cluster.acquireLease(inventory.namespace, `kustomize-sync-${inventory.kustomization.name}`, ctx.holder, {
    waitMs: options.lockTimeoutMs,
    durationSeconds: LEASE_SECONDS
  }).catch((err) => err);
  if (lease instanceof Error) {
    return row("False", lease instanceof LeaseLockedError ? lease.message : formatApiError(lease));
  }
  try {
    if (!deleteObjects) {
      if (!dryRunOnly) await deleteInventory(cluster, inventory);
      return row(
        "True",
        `removed from the repository; deletionPolicy ${policy}: ${inventory.entries.length} objects left in place`
      );
    }
    const pruned = await pruneStale({
      cluster,
      kustomization: inventory.kustomization,
      stale: inventory.entries,
      desiredIds: /* @__PURE__ */ new Set(),
      inventories: () => listInventories(cluster),
      timeoutMs: options.timeoutMs,
      dryRunOnly,
      log: options.log
    });
    const deleted = pruned.changes.filter((c) => c.action === "deleted").length;
    if (dryRunOnly) {
      return row(
        "True",
        `removed from the repository; deletionPolicy ${policy}: ${deleted} objects would be deleted`,
        { changes: pruned.changes }
      );
    }
    if (pruned.keep.length > 0) {
      await writeInventory(cluster, {
        ...inventory,
        entries: pruned.keep,
        updatedAt: (/* @__PURE__ */ new Date()).toISOString()
      });
      const why = pruned.problems.map((p) => p.message).join("\n") || `${pruned.keep.length} objects not deleted yet`;
      return row("False", why, {
        changes: pruned.changes,
        problems: pruned.problems,
        inventorySize: pruned.keep.length
      });
    }
    await deleteInventory(cluster, inventory);
    return row("True", `removed from the repository; deletionPolicy ${policy}: ${deleted} objects deleted`, {
      changes: pruned.changes
    });
  } finally {
    await lease?.release().catch(() => void 0);
  }
}

// src/reconcile/sync.ts
async function sync(options) {
  const started = Date.now();
  const { report: validation, plan } = await validate9(options);
  const report = (kustomizations, extra = {}) => ({
    ready: kustomizations.every((k) => k.ready === "True" || k.reason === "Suspended"),
    mode: options.mode,
    kustomizations,
    problems: validation.problems ?? [],
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...extra
  });
  if ((validation.problems ?? []).length > 0) {
    const count = validation.problems.length;
    const rows = validation.kustomizations.map((k) => ({
      ...k,
      ready: "False",
      reason: "ValidationFailed",
      message: `not applied: ${count} problem${count === 1 ? "" : "s"} in the Kustomization definitions; nothing was written`
    }));
    return { ...report(rows), ready: false };
  }
  const renderer = await detectRenderer(options.kustomize);
  options.log.info(
    `rendering with ${renderer.kind === "kubectl" ? "kubectl kustomize" : "kustomize"} ${renderer.version} (${renderer.command})`
  );
  const cluster = await connect({
    kubeconfig: options.kubeconfig,
    context: options.context,
    fieldManager: options.fieldManager,
    onWarning: (w) => options.log.warn(w)
  });
  const { server, context } = cluster.describe();
  options.log.info(`cluster: ${server} (context ${context})`);
  const ctx = {
    options,
    cluster,
    renderer,
    scope: relative3(options.root, options.path).replaceAll("\\", "/") || ".",
    holder: runIdentity()
  };
  try {
    const selected = options.name ? plan.order.filter((s) => s.name === options.name) : plan.order;
    const results = await schedule(selected, plan.blocked, ctx);
    const rows = validation.kustomizations.map((row) => results.get(`${row.namespace}/${row.name}`) ?? row);
    if (!options.name) {
      const defined = new Set(validation.kustomizations.map((k) => `${k.namespace}/${k.name}`));
      const removed = (await listInventories(cluster)).filter(
        (inv) => inv.scope === ctx.scope && !defined.has(kustomizationKey(inv.kustomization))
      );
      for (const inventory of removed) {
        rows.push(
          await options.log.group(
            `${kustomizationKey(inventory.kustomization)} (removed)`,
            () => finalizeRemoved(inventory, ctx)
          )
        );
      }
    }
    return report(options.name ? rows.filter((r) => r.name === options.name) : rows);
  } finally {
    cluster.close();
  }
}
async function schedule(specs, blocked, ctx) {
  const running = /* @__PURE__ */ new Map();
  const limit = semaphore(ctx.options.concurrency);
  for (const spec of specs) {
    const key3 = kustomizationKey(spec);
    running.set(
      key3,
      (async () => {
        const blockedBy = blocked.get(key3);
        if (blockedBy) return notRun(spec, "False", blockedBy.reason, blockedBy.message);
        for (const dep of spec.dependsOn) {
          const depKey = kustomizationKey(dep);
          const depResult = await running.get(depKey);
          if (!depResult || depResult.ready !== "True" && depResult.reason !== "Suspended") {
            return notRun(spec, "False", "DependencyNotReady", `dependency '${depKey}' is not ready`);
          }
        }
        if (spec.suspend)
          return notRun(spec, "Unknown", "Suspended", "reconciliation is suspended (spec.suspend: true)");
        return limit(() => ctx.options.log.group(key3, () => reconcileKustomization(spec, ctx)));
      })()
    );
  }
  const results = /* @__PURE__ */ new Map();
  for (const [key3, promise] of running) results.set(key3, await promise);
  return results;
}
function notRun(spec, ready, reason, message) {
  return {
    name: spec.name,
    namespace: spec.namespace,
    ready,
    reason,
    message,
    revision: "",
    changes: [],
    durationMs: 0,
    dependsOn: spec.dependsOn.map((d) => `${d.namespace}/${d.name}`),
    source: spec.source
  };
}
function semaphore(max) {
  let active = 0;
  const waiting = [];
  return async (fn) => {
    if (active < max) active++;
    else await new Promise((r) => waiting.push(r));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
function runIdentity() {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_JOB } = process.env;
  const unique = `pid ${process.pid}, ${randomBytes(3).toString("hex")}`;
  if (GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID) {
    const job = GITHUB_JOB ? `job ${GITHUB_JOB}, ` : "";
    return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID} (${job}${unique})`;
  }
  let user = "unknown";
  try {
    user = userInfo().username;
  } catch {
  }
  return `${user}@${hostname()} (${unique})`;
}

export {
  __require,
  __commonJS,
  __toESM,
  formatProblem,
  UsageError,
  resolveOptions,
  formatGraph,
  validate9 as validate,
  build,
  sync
};
