import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  ArtifactStore,
  BuildError,
  RenderCache,
  UsageError,
  detectRenderer,
  mappedSource,
  printableUrl,
  renderThroughCache,
  resolveSource,
  securePath
} from "./chunk-QE7ZJUKM.js";
import {
  ApiError
} from "./chunk-IQ6AWIUX.js";
import {
  ARTIFACT_GENERATOR_GROUP,
  DEFAULT_NAMESPACE,
  HELM_GROUP,
  KUSTOMIZATION_FILES,
  PATCH_TARGET_FIELDS,
  YamlAliasError,
  YamlError,
  compileTarget,
  documentPieces,
  formatDuration,
  formatLocation,
  isRecord,
  kustomizationKey,
  lookAtYamlDocument,
  mapLimit,
  parseYaml,
  parseYamlDocuments,
  readYamlDocuments,
  splitApiVersion
} from "./chunk-NE6SRN4W.js";
import {
  __commonJS,
  __toESM
} from "./chunk-PZILXVI7.js";

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate255, compare) {
      return { validate: validate255, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
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
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
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
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
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
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
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
          for (var key in source) {
            obj[key] = source[key];
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
      var delimiter = "-";
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
      var digitToBasic = function digitToBasic2(digit, flag2) {
        return digit + 22 + 75 * (digit < 26) - ((flag2 != 0) << 5);
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
        var basic = input.lastIndexOf(delimiter);
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
          output.push(delimiter);
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
          var allZeroFields = fields.reduce(function(acc, field2, index) {
            if (!field2 || field2 === "0") {
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
      function parse(uriString) {
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
      function resolveComponents(base2, relative3) {
        var options = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : {};
        var skipNormalization = arguments[3];
        var target = {};
        if (!skipNormalization) {
          base2 = parse(serialize(base2, options), options);
          relative3 = parse(serialize(relative3, options), options);
        }
        options = options || {};
        if (!options.tolerant && relative3.scheme) {
          target.scheme = relative3.scheme;
          target.userinfo = relative3.userinfo;
          target.host = relative3.host;
          target.port = relative3.port;
          target.path = removeDotSegments(relative3.path || "");
          target.query = relative3.query;
        } else {
          if (relative3.userinfo !== void 0 || relative3.host !== void 0 || relative3.port !== void 0) {
            target.userinfo = relative3.userinfo;
            target.host = relative3.host;
            target.port = relative3.port;
            target.path = removeDotSegments(relative3.path || "");
            target.query = relative3.query;
          } else {
            if (!relative3.path) {
              target.path = base2.path;
              if (relative3.query !== void 0) {
                target.query = relative3.query;
              } else {
                target.query = base2.query;
              }
            } else {
              if (relative3.path.charAt(0) === "/") {
                target.path = removeDotSegments(relative3.path);
              } else {
                if ((base2.userinfo !== void 0 || base2.host !== void 0 || base2.port !== void 0) && !base2.path) {
                  target.path = "/" + relative3.path;
                } else if (!base2.path) {
                  target.path = relative3.path;
                } else {
                  target.path = base2.path.slice(0, base2.path.lastIndexOf("/") + 1) + relative3.path;
                }
                target.path = removeDotSegments(target.path);
              }
              target.query = relative3.query;
            }
            target.userinfo = base2.userinfo;
            target.host = base2.host;
            target.port = base2.port;
          }
          target.scheme = base2.scheme;
        }
        target.fragment = relative3.fragment;
        return target;
      }
      function resolve2(baseURI, relativeURI, options) {
        var schemelessOptions = assign({ scheme: "null" }, options);
        return serialize(resolveComponents(parse(baseURI, schemelessOptions), parse(relativeURI, schemelessOptions), schemelessOptions, true), schemelessOptions);
      }
      function normalize(uri, options) {
        if (typeof uri === "string") {
          uri = serialize(parse(uri, options), options);
        } else if (typeOf(uri) === "object") {
          uri = parse(serialize(uri, options), options);
        }
        return uri;
      }
      function equal(uriA, uriB, options) {
        if (typeof uriA === "string") {
          uriA = serialize(parse(uriA, options), options);
        } else if (typeOf(uriA) === "object") {
          uriA = serialize(uriA, options);
        }
        if (typeof uriB === "string") {
          uriB = serialize(parse(uriB, options), options);
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
        parse: function parse2(components, options) {
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
        parse: function parse2(components, options) {
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
        parse: function parse2(urnComponents, options) {
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
      exports2.parse = parse;
      exports2.removeDotSegments = removeDotSegments;
      exports2.serialize = serialize;
      exports2.resolveComponents = resolveComponents;
      exports2.resolve = resolve2;
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
          this.data = this.rule.postprocess(this.data, this.reference, Parser.fail);
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
            if (state.data !== Parser.fail) {
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
          var lines = buffer.split("\n").slice(
            Math.max(0, this.line - 5),
            this.line
          );
          var nextLineBreak = buffer.indexOf("\n", this.index);
          if (nextLineBreak === -1) nextLineBreak = buffer.length;
          var col = this.index - this.lastLineBreak;
          var lastLineDigits = String(this.line).length;
          message += " at line " + this.line + " col " + col + ":\n\n";
          message += lines.map(function(line, i) {
            return pad(this.line - lines.length + i + 1, lastLineDigits) + " " + line;
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
      function Parser(rules, start, options) {
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
        for (var key in options || {}) {
          this.options[key] = options[key];
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
      Parser.fail = {};
      Parser.prototype.feed = function(chunk) {
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
      Parser.prototype.reportLexerError = function(lexerError) {
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
      Parser.prototype.reportError = function(token) {
        var tokenDisplay = (token.type ? token.type + " token: " : "") + JSON.stringify(token.value !== void 0 ? token.value : token);
        var lexerMessage = this.lexer.formatError(token, "Syntax error");
        return this.reportErrorCommon(lexerMessage, tokenDisplay);
      };
      Parser.prototype.reportErrorCommon = function(lexerMessage, tokenDisplay) {
        var lines = [];
        lines.push(lexerMessage);
        var lastColumnIndex = this.table.length - 2;
        var lastColumn = this.table[lastColumnIndex];
        var expectantStates = lastColumn.states.filter(function(state) {
          var nextSymbol = state.rule.symbols[state.dot];
          return nextSymbol && typeof nextSymbol !== "string";
        });
        if (expectantStates.length === 0) {
          lines.push("Unexpected " + tokenDisplay + ". I did not expect any more input. Here is the state of my parse table:\n");
          this.displayStateStack(lastColumn.states, lines);
        } else {
          lines.push("Unexpected " + tokenDisplay + ". Instead, I was expecting to see one of the following:\n");
          var stateStacks = expectantStates.map(function(state) {
            return this.buildFirstStateStack(state, []) || [state];
          }, this);
          stateStacks.forEach(function(stateStack) {
            var state = stateStack[0];
            var nextSymbol = state.rule.symbols[state.dot];
            var symbolDisplay = this.getSymbolDisplay(nextSymbol);
            lines.push("A " + symbolDisplay + " based on:");
            this.displayStateStack(stateStack, lines);
          }, this);
        }
        lines.push("");
        return lines.join("\n");
      };
      Parser.prototype.displayStateStack = function(stateStack, lines) {
        var lastDisplay;
        var sameDisplayCount = 0;
        for (var j = 0; j < stateStack.length; j++) {
          var state = stateStack[j];
          var display = state.rule.toString(state.dot);
          if (display === lastDisplay) {
            sameDisplayCount++;
          } else {
            if (sameDisplayCount > 0) {
              lines.push("    ^ " + sameDisplayCount + " more lines identical to this");
            }
            sameDisplayCount = 0;
            lines.push("    " + display);
          }
          lastDisplay = display;
        }
      };
      Parser.prototype.getSymbolDisplay = function(symbol) {
        return getSymbolLongDisplay(symbol);
      };
      Parser.prototype.buildFirstStateStack = function(state, visited) {
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
      Parser.prototype.save = function() {
        var column = this.table[this.current];
        column.lexerState = this.lexerState;
        return column;
      };
      Parser.prototype.restore = function(column) {
        var index = column.index;
        this.current = index;
        this.table[index] = column;
        this.table.splice(index + 1);
        this.lexerState = column.lexerState;
        this.results = this.finish();
      };
      Parser.prototype.rewind = function(index) {
        if (!this.options.keepHistory) {
          throw new Error("set option `keepHistory` to enable rewinding");
        }
        this.restore(this.table[index]);
      };
      Parser.prototype.finish = function() {
        var considerations = [];
        var start = this.grammar.start;
        var column = this.table[this.table.length - 1];
        column.states.forEach(function(t) {
          if (t.rule.name === start && t.dot === t.rule.symbols.length && t.reference === 0 && t.data !== Parser.fail) {
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
        Parser,
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
        { "name": "U_label$ebnf$1", "symbols": ["U_Ldh_str"], "postprocess": id },
        { "name": "U_label$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "U_label", "symbols": ["U_Let_dig", "U_label$ebnf$1"] },
        { "name": "address_literal$subexpression$1", "symbols": ["IPv4_address_literal"] },
        { "name": "address_literal$subexpression$1", "symbols": ["IPv6_address_literal"] },
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
        { "name": "IPv6_addr$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$macrocall$1", "symbols": ["IPv6_addr$macrocall$2", "IPv6_addr$macrocall$2", "IPv6_addr$macrocall$2", "IPv6_addr$macrocall$2", "IPv6_addr$macrocall$2", "IPv6_addr$macrocall$2"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$macrocall$1", "ls32"] },
        { "name": "IPv6_addr$string$1", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr$macrocall$4", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$macrocall$3", "symbols": ["IPv6_addr$macrocall$4", "IPv6_addr$macrocall$4", "IPv6_addr$macrocall$4", "IPv6_addr$macrocall$4", "IPv6_addr$macrocall$4"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$string$1", "IPv6_addr$macrocall$3", "ls32"] },
        { "name": "IPv6_addr$ebnf$1$subexpression$1", "symbols": ["h16"] },
        { "name": "IPv6_addr$ebnf$1", "symbols": ["IPv6_addr$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$2", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr$macrocall$6", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$macrocall$5", "symbols": ["IPv6_addr$macrocall$6", "IPv6_addr$macrocall$6", "IPv6_addr$macrocall$6", "IPv6_addr$macrocall$6"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$1", "IPv6_addr$string$2", "IPv6_addr$macrocall$5", "ls32"] },
        { "name": "IPv6_addr$ebnf$2$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$2$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$2$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$2$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$2$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$2$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$2$subexpression$1", "symbols": ["IPv6_addr$ebnf$2$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$2", "symbols": ["IPv6_addr$ebnf$2$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$2", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$3", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr$macrocall$8", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$macrocall$7", "symbols": ["IPv6_addr$macrocall$8", "IPv6_addr$macrocall$8", "IPv6_addr$macrocall$8"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$2", "IPv6_addr$string$3", "IPv6_addr$macrocall$7", "ls32"] },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$3$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$3$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$3$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$3$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$3$subexpression$1", "symbols": ["IPv6_addr$ebnf$3$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$3", "symbols": ["IPv6_addr$ebnf$3$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$3", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$4", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr$macrocall$10", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$macrocall$9", "symbols": ["IPv6_addr$macrocall$10", "IPv6_addr$macrocall$10"] },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$3", "IPv6_addr$string$4", "IPv6_addr$macrocall$9", "ls32"] },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$4$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$4$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$4$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$4$subexpression$1", "symbols": ["IPv6_addr$ebnf$4$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$4", "symbols": ["IPv6_addr$ebnf$4$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$4", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$5", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$4", "IPv6_addr$string$5", "h16", { "literal": ":" }, "ls32"] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$5$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$5$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$5$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$5$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$5$subexpression$1", "symbols": ["IPv6_addr$ebnf$5$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$5", "symbols": ["IPv6_addr$ebnf$5$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$5", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$6", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$5", "IPv6_addr$string$6", "ls32"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$6$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$6$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$6$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$6$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$6$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$6$subexpression$1", "symbols": ["IPv6_addr$ebnf$6$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$6", "symbols": ["IPv6_addr$ebnf$6$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$6", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$7", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$6", "IPv6_addr$string$7", "h16"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$2", "symbols": ["h16", { "literal": ":" }] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$2"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$7$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$7$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$7$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$7$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1$ebnf$1", "IPv6_addr$ebnf$7$subexpression$1$macrocall$2"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$ebnf$7$subexpression$1$macrocall$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1$ebnf$1"] },
        { "name": "IPv6_addr$ebnf$7$subexpression$1", "symbols": ["IPv6_addr$ebnf$7$subexpression$1$macrocall$1", "h16"] },
        { "name": "IPv6_addr$ebnf$7", "symbols": ["IPv6_addr$ebnf$7$subexpression$1"], "postprocess": id },
        { "name": "IPv6_addr$ebnf$7", "symbols": [], "postprocess": () => null },
        { "name": "IPv6_addr$string$8", "symbols": [{ "literal": ":" }, { "literal": ":" }], "postprocess": (d) => d.join("") },
        { "name": "IPv6_addr", "symbols": ["IPv6_addr$ebnf$7", "IPv6_addr$string$8"] },
        { "name": "ls32$subexpression$1", "symbols": ["h16", { "literal": ":" }, "h16"] },
        { "name": "ls32", "symbols": ["ls32$subexpression$1"] },
        { "name": "ls32", "symbols": ["IPv4_address_literal"] },
        { "name": "h16$macrocall$2", "symbols": ["HEXDIG"] },
        { "name": "h16$macrocall$1", "symbols": ["h16$macrocall$2", "h16$macrocall$2", "h16$macrocall$2", "h16$macrocall$2"] },
        { "name": "h16", "symbols": ["h16$macrocall$1"] },
        { "name": "h16$macrocall$4", "symbols": ["HEXDIG"] },
        { "name": "h16$macrocall$3", "symbols": ["h16$macrocall$4", "h16$macrocall$4", "h16$macrocall$4"] },
        { "name": "h16", "symbols": ["h16$macrocall$3"] },
        { "name": "h16$macrocall$6", "symbols": ["HEXDIG"] },
        { "name": "h16$macrocall$5", "symbols": ["h16$macrocall$6", "h16$macrocall$6"] },
        { "name": "h16", "symbols": ["h16$macrocall$5"] },
        { "name": "h16", "symbols": ["HEXDIG"] },
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
    function parse(address) {
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
    exports.parse = parse;
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
      const a = parse(address);
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
      const a = parse(address);
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
      var key;
      for (key in obj) {
      }
      return typeof key === "undefined" || hasOwn.call(obj, key);
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
    var { parse } = require_uri_all();
    var { addressParser } = require_lib();
    var schemes = require_schemes();
    function validate255(address) {
      try {
        addressParser(address);
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = (value) => {
      const iri = parse(value);
      if (iri.scheme === "mailto" && iri.to.every(validate255)) {
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
    var { parse } = require_lib();
    module.exports = (value) => {
      try {
        parse(value);
        return true;
      } catch (err) {
        return false;
      }
    };
  }
});

// node_modules/punycode/punycode.js
var require_punycode = __commonJS({
  "node_modules/punycode/punycode.js"(exports, module) {
    "use strict";
    var maxInt = 2147483647;
    var base = 36;
    var tMin = 1;
    var tMax = 26;
    var skew = 38;
    var damp = 700;
    var initialBias = 72;
    var initialN = 128;
    var delimiter = "-";
    var regexPunycode = /^xn--/;
    var regexNonASCII = /[^\0-\x7F]/;
    var regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g;
    var errors = {
      "overflow": "Overflow: input needs wider integers to process",
      "not-basic": "Illegal input >= 0x80 (not a basic code point)",
      "invalid-input": "Invalid input"
    };
    var baseMinusTMin = base - tMin;
    var floor = Math.floor;
    var stringFromCharCode = String.fromCharCode;
    function error(type) {
      throw new RangeError(errors[type]);
    }
    function map(array, callback) {
      const result = [];
      let length = array.length;
      while (length--) {
        result[length] = callback(array[length]);
      }
      return result;
    }
    function mapDomain(domain, callback) {
      const parts = domain.split("@");
      let result = "";
      if (parts.length > 1) {
        result = parts[0] + "@";
        domain = parts[1];
      }
      domain = domain.replace(regexSeparators, ".");
      const labels = domain.split(".");
      const encoded = map(labels, callback).join(".");
      return result + encoded;
    }
    function ucs2decode(string) {
      const output = [];
      let counter = 0;
      const length = string.length;
      while (counter < length) {
        const value = string.charCodeAt(counter++);
        if (value >= 55296 && value <= 56319 && counter < length) {
          const extra = string.charCodeAt(counter++);
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
    var ucs2encode = (codePoints) => String.fromCodePoint(...codePoints);
    var basicToDigit = function(codePoint) {
      if (codePoint >= 48 && codePoint < 58) {
        return 26 + (codePoint - 48);
      }
      if (codePoint >= 65 && codePoint < 91) {
        return codePoint - 65;
      }
      if (codePoint >= 97 && codePoint < 123) {
        return codePoint - 97;
      }
      return base;
    };
    var digitToBasic = function(digit, flag2) {
      return digit + 22 + 75 * (digit < 26) - ((flag2 != 0) << 5);
    };
    var adapt = function(delta, numPoints, firstTime) {
      let k = 0;
      delta = firstTime ? floor(delta / damp) : delta >> 1;
      delta += floor(delta / numPoints);
      for (; delta > baseMinusTMin * tMax >> 1; k += base) {
        delta = floor(delta / baseMinusTMin);
      }
      return floor(k + (baseMinusTMin + 1) * delta / (delta + skew));
    };
    var decode = function(input) {
      const output = [];
      const inputLength = input.length;
      let i = 0;
      let n = initialN;
      let bias = initialBias;
      let basic = input.lastIndexOf(delimiter);
      if (basic < 0) {
        basic = 0;
      }
      for (let j = 0; j < basic; ++j) {
        if (input.charCodeAt(j) >= 128) {
          error("not-basic");
        }
        output.push(input.charCodeAt(j));
      }
      for (let index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
        const oldi = i;
        for (let w = 1, k = base; ; k += base) {
          if (index >= inputLength) {
            error("invalid-input");
          }
          const digit = basicToDigit(input.charCodeAt(index++));
          if (digit >= base) {
            error("invalid-input");
          }
          if (digit > floor((maxInt - i) / w)) {
            error("overflow");
          }
          i += digit * w;
          const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
          if (digit < t) {
            break;
          }
          const baseMinusT = base - t;
          if (w > floor(maxInt / baseMinusT)) {
            error("overflow");
          }
          w *= baseMinusT;
        }
        const out = output.length + 1;
        bias = adapt(i - oldi, out, oldi == 0);
        if (floor(i / out) > maxInt - n) {
          error("overflow");
        }
        n += floor(i / out);
        i %= out;
        output.splice(i++, 0, n);
      }
      return String.fromCodePoint(...output);
    };
    var encode = function(input) {
      const output = [];
      input = ucs2decode(input);
      const inputLength = input.length;
      let n = initialN;
      let delta = 0;
      let bias = initialBias;
      for (const currentValue of input) {
        if (currentValue < 128) {
          output.push(stringFromCharCode(currentValue));
        }
      }
      const basicLength = output.length;
      let handledCPCount = basicLength;
      if (basicLength) {
        output.push(delimiter);
      }
      while (handledCPCount < inputLength) {
        let m = maxInt;
        for (const currentValue of input) {
          if (currentValue >= n && currentValue < m) {
            m = currentValue;
          }
        }
        const handledCPCountPlusOne = handledCPCount + 1;
        if (m - n > floor((maxInt - delta) / handledCPCountPlusOne)) {
          error("overflow");
        }
        delta += (m - n) * handledCPCountPlusOne;
        n = m;
        for (const currentValue of input) {
          if (currentValue < n && ++delta > maxInt) {
            error("overflow");
          }
          if (currentValue === n) {
            let q = delta;
            for (let k = base; ; k += base) {
              const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
              if (q < t) {
                break;
              }
              const qMinusT = q - t;
              const baseMinusT = base - t;
              output.push(
                stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0))
              );
              q = floor(qMinusT / baseMinusT);
            }
            output.push(stringFromCharCode(digitToBasic(q, 0)));
            bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength);
            delta = 0;
            ++handledCPCount;
          }
        }
        ++delta;
        ++n;
      }
      return output.join("");
    };
    var toUnicode = function(input) {
      return mapDomain(input, function(string) {
        return regexPunycode.test(string) ? decode(string.slice(4).toLowerCase()) : string;
      });
    };
    var toASCII = function(input) {
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
      "version": "2.3.1",
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
    module.exports = punycode;
  }
});

// node_modules/ajv-formats-draft2019/formats/idn-hostname.js
var require_idn_hostname = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/idn-hostname.js"(exports, module) {
    var { toASCII } = require_punycode();
    var hostnameRegex = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
    module.exports = (value) => {
      const hostname = toASCII(value);
      return hostname.replace(/\.$/, "").length <= 253 && hostnameRegex.test(hostname);
    };
  }
});

// node_modules/ajv-formats-draft2019/formats/iri-reference.js
var require_iri_reference = __commonJS({
  "node_modules/ajv-formats-draft2019/formats/iri-reference.js"(exports, module) {
    var { parse } = require_uri_all();
    var { addressParser } = require_lib();
    var schemes = require_schemes();
    function validate255(address) {
      try {
        addressParser(address);
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = (value) => {
      const iri = parse(value);
      if (iri.scheme === "mailto" && iri.to.every(validate255)) {
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

// draft2019-formats-on-use:ajv-formats-draft2019/formats/index.js
var require_formats3 = __commonJS({
  "draft2019-formats-on-use:ajv-formats-draft2019/formats/index.js"(exports, module) {
    var formats2 = () => require_formats2();
    var onUse = (name) => (value) => {
      const format = formats2()[name];
      return format instanceof RegExp ? format.test(value) : format(value);
    };
    module.exports = { "iri": onUse("iri"), "duration": onUse("duration"), "idn-email": onUse("idn-email"), "idn-hostname": onUse("idn-hostname"), "iri-reference": onUse("iri-reference") };
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
  const namespaces = new Set(cycle.map((key) => key.slice(0, key.indexOf("/"))));
  return namespaces.size === 1 ? cycle.map((key) => key.slice(key.indexOf("/") + 1)) : cycle;
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
  notFound: (key) => `dependency '${key}' not found`,
  notReady: (key) => `dependency '${key}' is not ready`,
  /** kustomize-controller's words when a dependsOn[].readyExpr is false, or cannot be evaluated. */
  notReadyByExpr: (key) => `dependency '${key}' is not ready according to readyExpr eval`,
  readyExprFailed: (key, why) => `dependency '${key}' readyExpr failed: ${why}`,
  /** Ours: a child is defined by its parent's render, so it waits for the parent to apply it. */
  parentNotReady: (key) => `parent Kustomization '${key}' is not ready`,
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
  const parents = /* @__PURE__ */ new Map();
  const parentOf = new Array(count);
  for (let id = 0; id < count; id++) {
    const defined = [];
    const parent = nodes[id].parent;
    const parentId = parent ? lookup(parent) : void 0;
    if (parentId !== void 0 && parentId !== id) {
      defined.push(parentId);
      parentOf[id] = parentId;
      parents.set(keys[id], keys[parentId]);
    }
    const undefinedKeys = [];
    for (const ref of nodes[id].dependsOn) {
      const depId = lookup(ref);
      if (depId !== void 0) {
        if (!defined.includes(depId)) defined.push(depId);
      } else {
        const key = kustomizationKey(ref);
        if (!undefinedKeys.includes(key)) undefinedKeys.push(key);
      }
    }
    dependencies2.push(defined);
    missing2[id] = undefinedKeys[0];
    const declared = defined.filter(
      (dep) => dep !== parentId || nodes[id].dependsOn.some((d) => lookup(d) === dep)
    );
    const byDependency = [
      ...[...declared].sort((a, b) => a - b).map((dep) => keys[dep]),
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
    if (blockedDep !== void 0)
      blockedMessage[id] ??= blockedDep === parentOf[id] ? dependencyText.parentNotReady(keys[blockedDep]) : dependencyText.notReady(keys[blockedDep]);
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
  return { order: levels.flat(), levels, blocked, cycles, edges, parents };
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
  const lines = [];
  const dependencies2 = /* @__PURE__ */ new Map();
  for (const [from, to] of plan.edges) dependencies2.set(to, [...dependencies2.get(to) ?? [], from]);
  plan.levels.forEach((specs, i) => {
    const label = `level ${i}`;
    specs.forEach((spec, j) => {
      const key = kustomizationKey(spec);
      const deps = dependencies2.get(key) ?? [];
      const waits = deps.length > 0 ? ` \u2190 ${deps.map(name).join(", ")}` : "";
      const parent = plan.parents.get(key);
      const definedBy = parent ? ` (defined by ${name(parent)})` : "";
      lines.push(`${(j === 0 ? label : "").padEnd(9)}${name(key)}${waits}${definedBy}`);
    });
  });
  const chains = plan.order.length <= MAX_KUSTOMIZATIONS_FOR_CHAINS ? dependencyChains(plan, MAX_CHAINS + 1) : [];
  if (chains.length > 0 && chains.length <= MAX_CHAINS && chains.some((c) => c.length > 1)) {
    lines.push("");
    for (const chain of chains) lines.push(chain.map(name).join(" \u2192 "));
  }
  if (plan.blocked.size > 0) {
    if (lines.length > 0) lines.push("");
    lines.push("blocked");
    const keys = [...plan.blocked.keys()].sort(compareKeys);
    const width = Math.max(...keys.map((key) => name(key).length));
    for (const key of keys) lines.push(`  ${name(key).padEnd(width)}  ${plan.blocked.get(key).message}`);
  }
  if (lines.length === 0) lines.push("no Kustomizations");
  return lines.join("\n");
}
function dependencyChains(plan, limit = Number.POSITIVE_INFINITY) {
  const planned = new Set(plan.order.map(kustomizationKey));
  const dependants = /* @__PURE__ */ new Map();
  const hasDependency = /* @__PURE__ */ new Set();
  const waits = new Set(
    plan.edges.filter(([from, to]) => planned.has(from) && planned.has(to)).map(([, to]) => to)
  );
  const parentEdges = [...plan.parents].filter(([child]) => !waits.has(child)).map(([child, parent]) => [parent, child]);
  for (const [from, to] of [...plan.edges, ...parentEdges]) {
    if (!planned.has(from) || !planned.has(to)) continue;
    if ((dependants.get(from) ?? []).includes(to)) continue;
    dependants.set(from, [...dependants.get(from) ?? [], to]);
    hasDependency.add(to);
  }
  const chains = [];
  const walk = (path5) => {
    if (chains.length >= limit) return;
    const next = dependants.get(path5[path5.length - 1]) ?? [];
    if (next.length === 0) chains.push(path5);
    for (const key of next) walk([...path5, key]);
  };
  for (const spec of plan.order) {
    const key = kustomizationKey(spec);
    if (!hasDependency.has(key)) walk([key]);
  }
  return chains;
}
function displayName(plan) {
  const keys = [
    ...plan.order.map((spec) => kustomizationKey(spec)),
    ...plan.blocked.keys()
  ];
  for (const [from, to] of plan.edges) keys.push(from, to);
  for (const [child, parent] of plan.parents) keys.push(child, parent);
  const namespaces = new Set(keys.map((key) => key.slice(0, key.indexOf("/"))));
  return namespaces.size <= 1 ? (key) => key.slice(key.indexOf("/") + 1) : (key) => key;
}

// src/reconcile/discover.ts
import { realpath as realpath3 } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { isDeepStrictEqual } from "node:util";

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
  duplicate: (key, first, second, kind = "Kustomization", files) => `${kind} ${key} is defined twice: ${first} and ${second}${files ? clusterHint(...files) : ""}`,
  notAPointer: (field2, pointer) => pointer === "" ? `${field2}: the root pointer "" names the whole object, which spec.ignore cannot leave out; nothing is ignored for it` : `${field2}: ${quote(pointer)} is not a JSON pointer (it must start with "/", e.g. "/spec/replicas"); nothing is ignored for it`
};
function clusterHint(first, second) {
  const a = first.split("/").slice(0, -1);
  const b = second.split("/").slice(0, -1);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  if (common === a.length || common === b.length) return "";
  const [one, two] = [a, b].map((dirs) => dirs.slice(0, common + 1).join("/")).sort();
  return ` (if ${one} and ${two} are two clusters, pass one of them as path: --path ${one})`;
}
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
  /** A failed CEL rule of the CRD (x-kubernetes-validations), which names the value's type. */
  rule: (value, message) => `Invalid value: ${quote(typeName(value))}: ${message}`,
  dnsSubdomain: "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  dnsLabel: "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  pathAbsolute: "must be relative to the repository root",
  pathEscapes: "must not point outside the repository root"
};
var INVISIBLE = /[\p{Z}\p{C}]/gu;
function quote(s) {
  return JSON.stringify(s).replace(INVISIBLE, (c) => c === " " ? c : goEscape(c.codePointAt(0) ?? 0));
}
function goEscape(codePoint) {
  const hex = codePoint.toString(16);
  return codePoint > 65535 ? `\\U${hex.padStart(8, "0")}` : `\\u${hex.padStart(4, "0")}`;
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

// src/config/documents.ts
var FLUX_GROUP = "kustomize.toolkit.fluxcd.io";
var DEFINITION_GROUPS = [FLUX_GROUP, ARTIFACT_GENERATOR_GROUP];
function mentionsDefinitions(data) {
  return DEFINITION_GROUPS.some((group) => data.indexOf(group) >= 0);
}
function parseFluxDocuments(text) {
  const result = { documents: [], problems: [] };
  if (!mentionsDefinitions(text)) return result;
  let run;
  for (const piece of documentPieces(text)) {
    if (mentionsDefinitions(piece.text)) {
      if (run) run.text += piece.text;
      else run = { ...piece };
    } else if (run) {
      append(result, parseWithLines(run.text, run.lineOffset));
      run = void 0;
    }
  }
  if (run) append(result, parseWithLines(run.text, run.lineOffset));
  return result;
}
function append(into, parsed) {
  into.documents.push(...parsed.documents);
  into.problems.push(...parsed.problems);
}
function parseWithLines(slice, lineOffset) {
  const { documents, errors } = readYamlDocuments(slice, { lineOffset });
  const problems = errors.map(
    (error) => error instanceof YamlAliasError ? { message: problemText.aliasBomb(error.limit), line: error.line } : {
      message: problemText.invalidYaml(error.line, error.column, error.reason),
      line: error.line,
      column: error.column
    }
  );
  return { documents, problems };
}

// src/config/load.ts
import { isUtf8 } from "node:buffer";
import { readFile } from "node:fs";
import { realpath as realpath2, stat as stat2 } from "node:fs/promises";
import path4 from "node:path";

// src/config/checks.ts
import path from "node:path";
var DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var SUBSTITUTE_NAME = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
var SUBSTITUTE_NAME_TEXT = "^[_[:alpha:]][_[:alpha:][:digit:]]*$";
function checkBeyondSchema(object) {
  const errors = [];
  const metadata = isRecord(object.metadata) ? object.metadata : void 0;
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
  if (!isRecord(object.spec)) {
    if (object.spec === void 0 || object.spec === null) errors.push(missing([], ["spec"]));
    return errors;
  }
  const spec = object.spec;
  if (typeof spec.path === "string") {
    const why = pathProblem(spec.path);
    if (why) errors.push(invalid(["spec", "path"], fieldText.invalid(spec.path, why)));
  }
  if (isRecord(spec.postBuild) && isRecord(spec.postBuild.substitute)) {
    for (const name2 of Object.keys(spec.postBuild.substitute)) {
      if (!SUBSTITUTE_NAME.test(name2)) {
        const at2 = ["spec", "postBuild", "substitute", name2];
        errors.push(invalid(at2, fieldText.pattern(name2, SUBSTITUTE_NAME_TEXT)));
      }
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
function missing(parent, field2) {
  return { path: field2, message: fieldText.required, linePath: parent };
}
function invalid(at2, message) {
  return { path: at2, message, linePath: at2 };
}

// node_modules/@kubernetes-models/validate/dist/formats.js
var import_formats = __toESM(require_formats(), 1);
var import_formats2 = __toESM(require_formats3(), 1);

// node_modules/cidr-regex/dist/index.js
var defaultOpts = { exact: false };
var v4src = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}\\/(3[0-2]|[12]?[0-9])";
var v6src = "(?:(?:[a-fA-F\\d]{1,4}:){7}(?:[a-fA-F\\d]{1,4}|:)|(?:[a-fA-F\\d]{1,4}:){6}(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|:[a-fA-F\\d]{1,4}|:)|(?:[a-fA-F\\d]{1,4}:){5}(?::(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,2}|:)|(?:[a-fA-F\\d]{1,4}:){4}(?:(?::[a-fA-F\\d]{1,4})?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,3}|:)|(?:[a-fA-F\\d]{1,4}:){3}(?:(?::[a-fA-F\\d]{1,4}){0,2}:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,4}|:)|(?:[a-fA-F\\d]{1,4}:){2}(?:(?::[a-fA-F\\d]{1,4}){0,3}:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,5}|:)|[a-fA-F\\d]{1,4}:(?:(?::[a-fA-F\\d]{1,4}){0,4}:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,6}|:)|:(?:(?::[a-fA-F\\d]{1,4}){0,5}:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}|(?::[a-fA-F\\d]{1,4}){1,7}|:))(?:%[0-9a-zA-Z]+)?\\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])";
var v46src = `${v4src}|${v6src}`;
var v4exact = new RegExp(`^${v4src}$`);
var v6exact = new RegExp(`^${v6src}$`);
var v46exact = new RegExp(`^${v4src}$|^${v6src}$`);
var v4global = new RegExp(v4src, "g");
var v6global = new RegExp(v6src, "g");
var v46global = new RegExp(v46src, "g");
function resetRegex(re) {
  re.lastIndex = 0;
  return re;
}
var cidrRegex = ({ exact } = defaultOpts) => exact ? v46exact : resetRegex(v46global);
var v4 = cidrRegex.v4 = ({ exact } = defaultOpts) => exact ? v4exact : resetRegex(v4global);
var v6 = cidrRegex.v6 = ({ exact } = defaultOpts) => exact ? v6exact : resetRegex(v6global);

// node_modules/is-cidr/dist/index.js
var re4 = v4({ exact: true });
var re6 = v6({ exact: true });
var isCidr = (str) => re4.test(str) ? 4 : re6.test(str) ? 6 : 0;
var v42 = isCidr.v4 = (str) => re4.test(str);
var v62 = isCidr.v6 = (str) => re6.test(str);

// node_modules/@kubernetes-models/validate/dist/formats.js
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
    validate: (value) => isCidr(value) !== 0
  }
};

// node_modules/@kubernetes-models/validate/dist/runtime/validation_error.js
var import_validation_error = __toESM(require_validation_error(), 1);

// node_modules/@kubernetes-models/validate/dist/utils.js
function getDefault(value) {
  return value.__esModule ? value.default : value;
}

// node_modules/@kubernetes-models/validate/dist/runtime/validation_error.js
var validation_error_default = getDefault(import_validation_error.default);

// node_modules/@kubernetes-models/validate/dist/validate.js
var import_en = __toESM(require_en(), 1);
var localizeEn = import_en.default;
function generateErrorMessage(errors) {
  localizeEn(errors);
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

// node_modules/@kubernetes-models/base/dist/model.js
function setDefinedProps(src, dst) {
  const s = src;
  const d = dst;
  for (const key of Object.keys(s)) {
    if (s[key] !== void 0) {
      d[key] = filterUndefinedValues(s[key]);
    }
  }
  return dst;
}
function isPlainObject(value) {
  if (!value || typeof value !== "object") {
    return false;
  }
  const proto = Object.getPrototypeOf(value);
  const hasObjectPrototype = proto === null || proto === Object.prototype || // Required to support node:vm.runInNewContext({})
  Object.getPrototypeOf(proto) === null;
  if (!hasObjectPrototype) {
    return false;
  }
  return Object.prototype.toString.call(value) === "[object Object]";
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

// node_modules/@kubernetes-models/base/dist/meta.js
function isNonNullObject(value) {
  return typeof value === "object" && value != null;
}
function createTypeMetaGuard(meta) {
  return (value) => {
    return isNonNullObject(value) && value.apiVersion === meta.apiVersion && value.kind === meta.kind;
  };
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeSelector.js
var validate = validate1;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotationSelector && (validate0(data.annotationSelector, { instancePath: instancePath + "/annotationSelector", parentData: data, parentDataProperty: "annotationSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.group && (validate0(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.kind && (validate0(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.labelSelector && (validate0(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.name && (validate0(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.namespace && (validate0(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.version && (validate0(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/github.com/fluxcd/pkg/apis/kustomize/Selector.js
var Selector = class extends Model {
  constructor(data) {
    super(), this.setDefinedProps(data);
  }
};
setValidateFunc(Selector, validate);

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1Time.js
var validate2 = validate02;
var formats0 = formats["date-time"];
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("number" == typeof data && isFinite(data), "string" == typeof data) {
    if (!formats0.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1FieldsV1.js
var validate3 = validate03;
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1ManagedFieldsEntry.js
var validate4 = validate12;
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate42.errors = vErrors, 0 === errors;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate11.errors = vErrors, 0 === errors;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.apiVersion && (validate04(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.fieldsType && (validate04(data.fieldsType, { instancePath: instancePath + "/fieldsType", parentData: data, parentDataProperty: "fieldsType", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.fieldsV1 && (validate42(data.fieldsV1, { instancePath: instancePath + "/fieldsV1", parentData: data, parentDataProperty: "fieldsV1", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length)), void 0 !== data.manager && (validate04(data.manager, { instancePath: instancePath + "/manager", parentData: data, parentDataProperty: "manager", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.operation && (validate04(data.operation, { instancePath: instancePath + "/operation", parentData: data, parentDataProperty: "operation", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.subresource && (validate04(data.subresource, { instancePath: instancePath + "/subresource", parentData: data, parentDataProperty: "subresource", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.time && (validate11(data.time, { instancePath: instancePath + "/time", parentData: data, parentDataProperty: "time", rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1OwnerReference.js
var validate5 = validate22;
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate13.errors = vErrors, 0 === errors;
}
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate13(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.blockOwnerDeletion && (validate05(data.blockOwnerDeletion, { instancePath: instancePath + "/blockOwnerDeletion", parentData: data, parentDataProperty: "blockOwnerDeletion", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.controller && (validate05(data.controller, { instancePath: instancePath + "/controller", parentData: data, parentDataProperty: "controller", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.kind && (validate13(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.name && (validate13(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.uid && (validate13(data.uid, { instancePath: instancePath + "/uid", parentData: data, parentDataProperty: "uid", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length));
  } else {
    let err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1ObjectMeta.js
var validate6 = validate8;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate32(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length);
  return validate52.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate06.errors = vErrors, 0 === errors;
}
var formats02 = formats.int64;
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate43.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate32(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length);
  }
  return validate132.errors = vErrors, 0 === errors;
}
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate7.errors = vErrors, 0 === errors;
}
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate20.errors = vErrors, 0 === errors;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate20(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length);
  }
  return validate19.errors = vErrors, 0 === errors;
}
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate28.errors = vErrors, 0 === errors;
}
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate28(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length);
  }
  return validate27.errors = vErrors, 0 === errors;
}
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotations && (validate52(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length)), void 0 !== data.creationTimestamp && (validate06(data.creationTimestamp, { instancePath: instancePath + "/creationTimestamp", parentData: data, parentDataProperty: "creationTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.deletionGracePeriodSeconds && (validate43(data.deletionGracePeriodSeconds, { instancePath: instancePath + "/deletionGracePeriodSeconds", parentData: data, parentDataProperty: "deletionGracePeriodSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate43.errors : vErrors.concat(validate43.errors)).length)), void 0 !== data.deletionTimestamp && (validate06(data.deletionTimestamp, { instancePath: instancePath + "/deletionTimestamp", parentData: data, parentDataProperty: "deletionTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.finalizers && (validate132(data.finalizers, { instancePath: instancePath + "/finalizers", parentData: data, parentDataProperty: "finalizers", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length)), void 0 !== data.generateName && (validate7(data.generateName, { instancePath: instancePath + "/generateName", parentData: data, parentDataProperty: "generateName", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), void 0 !== data.generation && (validate43(data.generation, { instancePath: instancePath + "/generation", parentData: data, parentDataProperty: "generation", rootData }) || (errors = (vErrors = null === vErrors ? validate43.errors : vErrors.concat(validate43.errors)).length)), void 0 !== data.labels && (validate52(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length)), void 0 !== data.managedFields && (validate19(data.managedFields, { instancePath: instancePath + "/managedFields", parentData: data, parentDataProperty: "managedFields", rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), void 0 !== data.name && (validate7(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), void 0 !== data.namespace && (validate7(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), void 0 !== data.ownerReferences && (validate27(data.ownerReferences, { instancePath: instancePath + "/ownerReferences", parentData: data, parentDataProperty: "ownerReferences", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length)), void 0 !== data.resourceVersion && (validate7(data.resourceVersion, { instancePath: instancePath + "/resourceVersion", parentData: data, parentDataProperty: "resourceVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), void 0 !== data.selfLink && (validate7(data.selfLink, { instancePath: instancePath + "/selfLink", parentData: data, parentDataProperty: "selfLink", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), void 0 !== data.uid && (validate7(data.uid, { instancePath: instancePath + "/uid", parentData: data, parentDataProperty: "uid", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate8.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1CommonMetadata.js
var validate9 = validate33;
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate14(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length);
  return validate07.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotations && (validate07(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.labels && (validate07(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaLocalObjectReference.js
var validate10 = validate08;
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate15.errors = vErrors, 0 === errors;
}
function validate08(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate15(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate08.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1Decryption.js
var validate16 = validate09;
var schema1_enum = ["sops"];
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate17.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate34.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate72.errors = vErrors, 0 === errors;
}
function validate09(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.provider && (validate17(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate17.errors : vErrors.concat(validate17.errors)).length)), void 0 !== data.secretRef && (validate34(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.serviceAccountName && (validate72(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate09.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1DependencyReference.js
var validate18 = validate110;
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate23.errors = vErrors, 0 === errors;
}
function validate010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate010.errors = vErrors, 0 === errors;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate23(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length)), void 0 !== data.namespace && (validate010(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate010.errors : vErrors.concat(validate010.errors)).length)), void 0 !== data.readyExpr && (validate010(data.readyExpr, { instancePath: instancePath + "/readyExpr", parentData: data, parentDataProperty: "readyExpr", rootData }) || (errors = (vErrors = null === vErrors ? validate010.errors : vErrors.concat(validate010.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate110.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeHealthCheckExpressions.js
var validate21 = validate111;
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate24.errors = vErrors, 0 === errors;
}
function validate011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate011.errors = vErrors, 0 === errors;
}
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.current) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "current" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.current && (validate24(data.current, { instancePath: instancePath + "/current", parentData: data, parentDataProperty: "current", rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length)), void 0 !== data.failed && (validate011(data.failed, { instancePath: instancePath + "/failed", parentData: data, parentDataProperty: "failed", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length)), void 0 !== data.inProgress && (validate011(data.inProgress, { instancePath: instancePath + "/inProgress", parentData: data, parentDataProperty: "inProgress", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate111.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeCustomHealthCheck.js
var validate25 = validate112;
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate21(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length), validate26.errors = vErrors, 0 === errors;
}
function validate012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate012.errors = vErrors, 0 === errors;
}
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.apiVersion && (validate012(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.kind && (validate012(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate112.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaNamespacedObjectKindReference.js
var validate29 = validate210;
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate013.errors = vErrors, 0 === errors;
}
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate113(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), void 0 !== data.kind && (validate013(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.name && (validate013(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.namespace && (validate113(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate210.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeImage.js
var validate30 = validate114;
function validate014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate014.errors = vErrors, 0 === errors;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate35.errors = vErrors, 0 === errors;
}
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.digest && (validate014(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.name && (validate35(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length)), void 0 !== data.newName && (validate014(data.newName, { instancePath: instancePath + "/newName", parentData: data, parentDataProperty: "newName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.newTag && (validate014(data.newTag, { instancePath: instancePath + "/newTag", parentData: data, parentDataProperty: "newTag", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate114.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaSecretKeyReference.js
var validate31 = validate015;
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate115.errors = vErrors, 0 === errors;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate36.errors = vErrors, 0 === errors;
}
function validate015(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.key && (validate115(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate115.errors : vErrors.concat(validate115.errors)).length)), void 0 !== data.name && (validate36(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate015.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaKubeConfigReference.js
var validate37 = validate016;
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate116.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate31(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length)), validate53.errors = vErrors, 0 === errors;
}
function validate016(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.configMapRef && (validate116(data.configMapRef, { instancePath: instancePath + "/configMapRef", parentData: data, parentDataProperty: "configMapRef", rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length)), void 0 !== data.secretRef && (validate53(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate016.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/validate/dist/runtime/ucs2length.js
var import_ucs2length = __toESM(require_ucs2length(), 1);
var ucs2length_default = getDefault(import_ucs2length.default);

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizePatch.js
var validate38 = validate017;
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate117.errors = vErrors, 0 === errors;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate39.errors = vErrors, 0 === errors;
}
function validate017(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.patch) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "patch" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.patch && (validate117(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.target && (validate39(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate39.errors : vErrors.concat(validate39.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate017.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1SubstituteReference.js
var validate40 = validate018;
var schema1_enum2 = ["Secret", "ConfigMap"];
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Secret" !== data && "ConfigMap" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate118.errors = vErrors, 0 === errors;
}
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate310.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate54.errors = vErrors, 0 === errors;
}
function validate018(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.kind && (validate118(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate118.errors : vErrors.concat(validate118.errors)).length)), void 0 !== data.name && (validate310(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate310.errors : vErrors.concat(validate310.errors)).length)), void 0 !== data.optional && (validate54(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate018.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1PostBuild.js
var validate41 = validate019;
function validate211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate211.errors = vErrors, 0 === errors;
}
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate211(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate211.errors : vErrors.concat(validate211.errors)).length);
  return validate119.errors = vErrors, 0 === errors;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate40(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate40.errors : vErrors.concat(validate40.errors)).length), validate62.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate62(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length);
  }
  return validate55.errors = vErrors, 0 === errors;
}
function validate019(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.substitute && (validate119(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate119.errors : vErrors.concat(validate119.errors)).length)), void 0 !== data.substituteFrom && (validate55(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate019.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1CrossNamespaceSourceReference.js
var validate44 = validate120;
function validate020(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate020.errors = vErrors, 0 === errors;
}
var schema2_enum = ["OCIRepository", "GitRepository", "Bucket", "ExternalArtifact"];
function validate311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("OCIRepository" !== data && "GitRepository" !== data && "Bucket" !== data && "ExternalArtifact" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate311.errors = vErrors, 0 === errors;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate56.errors = vErrors, 0 === errors;
}
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate020(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.kind && (validate311(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate311.errors : vErrors.concat(validate311.errors)).length)), void 0 !== data.name && (validate56(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate56.errors : vErrors.concat(validate56.errors)).length)), void 0 !== data.namespace && (validate020(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate120.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1KustomizationSpec.js
var validate45 = validate47;
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), validate57.errors = vErrors, 0 === errors;
}
function validate021(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate021.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate021(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate021.errors : vErrors.concat(validate021.errors)).length);
  }
  return validate92.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate122.errors = vErrors, 0 === errors;
}
var schema10_enum = ["MirrorPrune", "Delete", "WaitForTermination", "Orphan"];
function validate162(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("MirrorPrune" !== data && "Delete" !== data && "WaitForTermination" !== data && "Orphan" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema10_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate162.errors = vErrors, 0 === errors;
}
function validate192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate18(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length), validate192.errors = vErrors, 0 === errors;
}
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate192(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate192.errors : vErrors.concat(validate192.errors)).length);
  }
  return validate182.errors = vErrors, 0 === errors;
}
function validate242(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate242.errors = vErrors, 0 === errors;
}
function validate272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate272.errors = vErrors, 0 === errors;
}
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate272(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate272.errors : vErrors.concat(validate272.errors)).length);
  }
  return validate262.errors = vErrors, 0 === errors;
}
function validate332(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length), validate332.errors = vErrors, 0 === errors;
}
function validate322(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate332(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate332.errors : vErrors.concat(validate332.errors)).length);
  }
  return validate322.errors = vErrors, 0 === errors;
}
function validate312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate312.errors = vErrors, 0 === errors;
}
function validate402(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate402.errors = vErrors, 0 === errors;
}
function validate392(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate402(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate402.errors : vErrors.concat(validate402.errors)).length);
  }
  return validate392.errors = vErrors, 0 === errors;
}
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate37(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), validate46.errors = vErrors, 0 === errors;
}
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 200) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 200 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate121.errors = vErrors, 0 === errors;
}
function validate532(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), validate532.errors = vErrors, 0 === errors;
}
function validate522(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate532(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate532.errors : vErrors.concat(validate532.errors)).length);
  }
  return validate522.errors = vErrors, 0 === errors;
}
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate212.errors = vErrors, 0 === errors;
}
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate41(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate41.errors : vErrors.concat(validate41.errors)).length)), validate59.errors = vErrors, 0 === errors;
}
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate63.errors = vErrors, 0 === errors;
}
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate44(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate44.errors : vErrors.concat(validate44.errors)).length), validate67.errors = vErrors, 0 === errors;
}
function validate722(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate722.errors = vErrors, 0 === errors;
}
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.prune) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.commonMetadata && (validate57(data.commonMetadata, { instancePath: instancePath + "/commonMetadata", parentData: data, parentDataProperty: "commonMetadata", rootData }) || (errors = (vErrors = null === vErrors ? validate57.errors : vErrors.concat(validate57.errors)).length)), void 0 !== data.components && (validate92(data.components, { instancePath: instancePath + "/components", parentData: data, parentDataProperty: "components", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.decryption && (validate122(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length)), void 0 !== data.deletionPolicy && (validate162(data.deletionPolicy, { instancePath: instancePath + "/deletionPolicy", parentData: data, parentDataProperty: "deletionPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate162.errors : vErrors.concat(validate162.errors)).length)), void 0 !== data.dependsOn && (validate182(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate182.errors : vErrors.concat(validate182.errors)).length)), void 0 !== data.force && (validate242(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length)), void 0 !== data.healthCheckExprs && (validate262(data.healthCheckExprs, { instancePath: instancePath + "/healthCheckExprs", parentData: data, parentDataProperty: "healthCheckExprs", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length)), void 0 !== data.healthChecks && (validate322(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate322.errors : vErrors.concat(validate322.errors)).length)), void 0 !== data.ignoreMissingComponents && (validate312(data.ignoreMissingComponents, { instancePath: instancePath + "/ignoreMissingComponents", parentData: data, parentDataProperty: "ignoreMissingComponents", rootData }) || (errors = (vErrors = null === vErrors ? validate312.errors : vErrors.concat(validate312.errors)).length)), void 0 !== data.images && (validate392(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate392.errors : vErrors.concat(validate392.errors)).length)), void 0 !== data.interval && (validate021(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate021.errors : vErrors.concat(validate021.errors)).length)), void 0 !== data.kubeConfig && (validate46(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate46.errors : vErrors.concat(validate46.errors)).length)), void 0 !== data.namePrefix && (validate121(data.namePrefix, { instancePath: instancePath + "/namePrefix", parentData: data, parentDataProperty: "namePrefix", rootData }) || (errors = (vErrors = null === vErrors ? validate121.errors : vErrors.concat(validate121.errors)).length)), void 0 !== data.nameSuffix && (validate121(data.nameSuffix, { instancePath: instancePath + "/nameSuffix", parentData: data, parentDataProperty: "nameSuffix", rootData }) || (errors = (vErrors = null === vErrors ? validate121.errors : vErrors.concat(validate121.errors)).length)), void 0 !== data.patches && (validate522(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate522.errors : vErrors.concat(validate522.errors)).length)), void 0 !== data.path && (validate212(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.postBuild && (validate59(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate59.errors : vErrors.concat(validate59.errors)).length)), void 0 !== data.prune && (validate63(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate63.errors : vErrors.concat(validate63.errors)).length)), void 0 !== data.retryInterval && (validate212(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.serviceAccountName && (validate212(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.sourceRef && (validate67(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate67.errors : vErrors.concat(validate67.errors)).length)), void 0 !== data.suspend && (validate312(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate312.errors : vErrors.concat(validate312.errors)).length)), void 0 !== data.targetNamespace && (validate722(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate722.errors : vErrors.concat(validate722.errors)).length)), void 0 !== data.timeout && (validate212(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.wait && (validate312(data.wait, { instancePath: instancePath + "/wait", parentData: data, parentDataProperty: "wait", rootData }) || (errors = (vErrors = null === vErrors ? validate312.errors : vErrors.concat(validate312.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate47.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaReconcileRequestStatus.js
var validate48 = validate022;
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate123.errors = vErrors, 0 === errors;
}
function validate022(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.lastHandledReconcileAt && (validate123(data.lastHandledReconcileAt, { instancePath: instancePath + "/lastHandledReconcileAt", parentData: data, parentDataProperty: "lastHandledReconcileAt", rootData }) || (errors = (vErrors = null === vErrors ? validate123.errors : vErrors.concat(validate123.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate022.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1Condition.js
var validate49 = validate124;
function validate213(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate213.errors = vErrors, 0 === errors;
}
function validate023(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate023.errors = vErrors, 0 === errors;
}
var formats03 = formats.int64;
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate73.errors = vErrors, 0 === errors;
}
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.type) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.status) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.lastTransitionTime) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastTransitionTime" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.reason) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.message) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    void 0 !== data.lastTransitionTime && (validate213(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length)), void 0 !== data.message && (validate023(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate023.errors : vErrors.concat(validate023.errors)).length)), void 0 !== data.observedGeneration && (validate73(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length)), void 0 !== data.reason && (validate023(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate023.errors : vErrors.concat(validate023.errors)).length)), void 0 !== data.status && (validate023(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate023.errors : vErrors.concat(validate023.errors)).length)), void 0 !== data.type && (validate023(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate023.errors : vErrors.concat(validate023.errors)).length));
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate124.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaSnapshot.js
var validate50 = validate410;
function validate313(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate313.errors = vErrors, 0 === errors;
}
function validate024(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate024.errors = vErrors, 0 === errors;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate313(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate313.errors : vErrors.concat(validate313.errors)).length);
  return validate102.errors = vErrors, 0 === errors;
}
var formats04 = formats.int64;
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats04.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate133.errors = vErrors, 0 === errors;
}
function validate410(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.digest) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "digest" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.firstReconciled) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstReconciled" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.lastReconciled) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastReconciled" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.lastReconciledDuration) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastReconciledDuration" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.lastReconciledStatus) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastReconciledStatus" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (void 0 === data.totalReconciliations) {
      let err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "totalReconciliations" } };
      null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    void 0 !== data.digest && (validate313(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate313.errors : vErrors.concat(validate313.errors)).length)), void 0 !== data.firstReconciled && (validate024(data.firstReconciled, { instancePath: instancePath + "/firstReconciled", parentData: data, parentDataProperty: "firstReconciled", rootData }) || (errors = (vErrors = null === vErrors ? validate024.errors : vErrors.concat(validate024.errors)).length)), void 0 !== data.lastReconciled && (validate024(data.lastReconciled, { instancePath: instancePath + "/lastReconciled", parentData: data, parentDataProperty: "lastReconciled", rootData }) || (errors = (vErrors = null === vErrors ? validate024.errors : vErrors.concat(validate024.errors)).length)), void 0 !== data.lastReconciledDuration && (validate313(data.lastReconciledDuration, { instancePath: instancePath + "/lastReconciledDuration", parentData: data, parentDataProperty: "lastReconciledDuration", rootData }) || (errors = (vErrors = null === vErrors ? validate313.errors : vErrors.concat(validate313.errors)).length)), void 0 !== data.lastReconciledStatus && (validate313(data.lastReconciledStatus, { instancePath: instancePath + "/lastReconciledStatus", parentData: data, parentDataProperty: "lastReconciledStatus", rootData }) || (errors = (vErrors = null === vErrors ? validate313.errors : vErrors.concat(validate313.errors)).length)), void 0 !== data.metadata && (validate102(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length)), void 0 !== data.totalReconciliations && (validate133(data.totalReconciliations, { instancePath: instancePath + "/totalReconciliations", parentData: data, parentDataProperty: "totalReconciliations", rootData }) || (errors = (vErrors = null === vErrors ? validate133.errors : vErrors.concat(validate133.errors)).length));
  } else {
    let err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err6] : vErrors.push(err6), errors++;
  }
  return validate410.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaHistory.js
var validate51 = validate025;
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate50(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate50.errors : vErrors.concat(validate50.errors)).length), validate125.errors = vErrors, 0 === errors;
}
function validate025(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate125(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate125.errors : vErrors.concat(validate125.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate025.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1ResourceRef.js
var validate58 = validate126;
function validate026(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate026.errors = vErrors, 0 === errors;
}
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.id && (validate026(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length)), void 0 !== data.v && (validate026(data.v, { instancePath: instancePath + "/v", parentData: data, parentDataProperty: "v", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate126.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1ResourceInventory.js
var validate60 = validate027;
function validate214(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate58(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate58.errors : vErrors.concat(validate58.errors)).length), validate214.errors = vErrors, 0 === errors;
}
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate214(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate214.errors : vErrors.concat(validate214.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate127.errors = vErrors, 0 === errors;
}
function validate027(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.entries) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.entries && (validate127(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate127.errors : vErrors.concat(validate127.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate027.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1KustomizationStatus.js
var validate61 = validate129;
function validate215(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length), validate215.errors = vErrors, 0 === errors;
}
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate49(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length), validate74.errors = vErrors, 0 === errors;
}
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate74(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate74.errors : vErrors.concat(validate74.errors)).length);
  }
  return validate64.errors = vErrors, 0 === errors;
}
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate51(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate51.errors : vErrors.concat(validate51.errors)).length)), validate128.errors = vErrors, 0 === errors;
}
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate60(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate60.errors : vErrors.concat(validate60.errors)).length)), validate163.errors = vErrors, 0 === errors;
}
function validate028(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate028.errors = vErrors, 0 === errors;
}
var formats05 = formats.int64;
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats05.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate232.errors = vErrors, 0 === errors;
}
function validate129(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (validate215(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate215.errors : vErrors.concat(validate215.errors)).length), data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.conditions && (validate64(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate64.errors : vErrors.concat(validate64.errors)).length)), void 0 !== data.history && (validate128(data.history, { instancePath: instancePath + "/history", parentData: data, parentDataProperty: "history", rootData }) || (errors = (vErrors = null === vErrors ? validate128.errors : vErrors.concat(validate128.errors)).length)), void 0 !== data.inventory && (validate163(data.inventory, { instancePath: instancePath + "/inventory", parentData: data, parentDataProperty: "inventory", rootData }) || (errors = (vErrors = null === vErrors ? validate163.errors : vErrors.concat(validate163.errors)).length)), void 0 !== data.lastAppliedOriginRevision && (validate028(data.lastAppliedOriginRevision, { instancePath: instancePath + "/lastAppliedOriginRevision", parentData: data, parentDataProperty: "lastAppliedOriginRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate028.errors : vErrors.concat(validate028.errors)).length)), void 0 !== data.lastAppliedRevision && (validate028(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate028.errors : vErrors.concat(validate028.errors)).length)), void 0 !== data.lastAttemptedRevision && (validate028(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate028.errors : vErrors.concat(validate028.errors)).length)), void 0 !== data.observedGeneration && (validate232(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate129.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1Kustomization.js
var validate65 = validate029;
var schema1_enum3 = ["kustomize.toolkit.fluxcd.io/v1"];
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum3 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate130.errors = vErrors, 0 === errors;
}
var schema2_enum2 = ["Kustomization"];
function validate314(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate314.errors = vErrors, 0 === errors;
}
function validate510(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate510.errors = vErrors, 0 === errors;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate45(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate45.errors : vErrors.concat(validate45.errors)).length)), validate93.errors = vErrors, 0 === errors;
}
function validate134(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate61(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate61.errors : vErrors.concat(validate61.errors)).length)), validate134.errors = vErrors, 0 === errors;
}
function validate029(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate130(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate130.errors : vErrors.concat(validate130.errors)).length)), void 0 !== data.kind && (validate314(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate314.errors : vErrors.concat(validate314.errors)).length)), void 0 !== data.metadata && (validate510(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate510.errors : vErrors.concat(validate510.errors)).length)), void 0 !== data.spec && (validate93(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate93.errors : vErrors.concat(validate93.errors)).length)), void 0 !== data.status && (validate134(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate134.errors : vErrors.concat(validate134.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate029.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1/Kustomization.js
var Kustomization = class _Kustomization extends Model {
  static {
    this.apiVersion = "kustomize.toolkit.fluxcd.io/v1";
  }
  static {
    this.kind = "Kustomization";
  }
  static {
    this.is = createTypeMetaGuard(_Kustomization);
  }
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
setValidateFunc(Kustomization, validate65);

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1Decryption.js
var validate66 = validate030;
var schema1_enum4 = ["sops"];
function validate131(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum4 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate131.errors = vErrors, 0 === errors;
}
function validate315(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate315.errors = vErrors, 0 === errors;
}
function validate030(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.provider && (validate131(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate131.errors : vErrors.concat(validate131.errors)).length)), void 0 !== data.secretRef && (validate315(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate315.errors : vErrors.concat(validate315.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate030.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaNamespacedObjectReference.js
var validate68 = validate031;
function validate135(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate135.errors = vErrors, 0 === errors;
}
function validate316(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate316.errors = vErrors, 0 === errors;
}
function validate031(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate135(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate135.errors : vErrors.concat(validate135.errors)).length)), void 0 !== data.namespace && (validate316(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate316.errors : vErrors.concat(validate316.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate031.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1KubeConfig.js
var validate69 = validate032;
function validate136(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length), validate136.errors = vErrors, 0 === errors;
}
function validate032(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.secretRef) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretRef" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.secretRef && (validate136(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate136.errors : vErrors.concat(validate136.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate032.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSON.js
var validate70 = validate033;
function validate033(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  return validate033.errors = null, true;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeJSON6902.js
var validate71 = validate034;
function validate137(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate137.errors = vErrors, 0 === errors;
}
var schema2_enum3 = ["test", "remove", "add", "replace", "move", "copy"];
function validate317(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("test" !== data && "remove" !== data && "add" !== data && "replace" !== data && "move" !== data && "copy" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum3 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate317.errors = vErrors, 0 === errors;
}
function validate511(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate511.errors = vErrors, 0 === errors;
}
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate70(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length)), validate75.errors = vErrors, 0 === errors;
}
function validate034(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.from && (validate137(data.from, { instancePath: instancePath + "/from", parentData: data, parentDataProperty: "from", rootData }) || (errors = (vErrors = null === vErrors ? validate137.errors : vErrors.concat(validate137.errors)).length)), void 0 !== data.op && (validate317(data.op, { instancePath: instancePath + "/op", parentData: data, parentDataProperty: "op", rootData }) || (errors = (vErrors = null === vErrors ? validate317.errors : vErrors.concat(validate317.errors)).length)), void 0 !== data.path && (validate511(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate511.errors : vErrors.concat(validate511.errors)).length)), void 0 !== data.value && (validate75(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate75.errors : vErrors.concat(validate75.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate034.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisKustomizeJSON6902Patch.js
var validate76 = validate035;
function validate216(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate71(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate71.errors : vErrors.concat(validate71.errors)).length), validate216.errors = vErrors, 0 === errors;
}
function validate138(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate216(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate216.errors : vErrors.concat(validate216.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate138.errors = vErrors, 0 === errors;
}
function validate77(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length), validate77.errors = vErrors, 0 === errors;
}
function validate035(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.patch && (validate138(data.patch, { instancePath: instancePath + "/patch", parentData: data, parentDataProperty: "patch", rootData }) || (errors = (vErrors = null === vErrors ? validate138.errors : vErrors.concat(validate138.errors)).length)), void 0 !== data.target && (validate77(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate77.errors : vErrors.concat(validate77.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate035.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1SubstituteReference.js
var validate78 = validate036;
var schema1_enum5 = ["Secret", "ConfigMap"];
function validate139(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Secret" !== data && "ConfigMap" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum5 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate139.errors = vErrors, 0 === errors;
}
function validate318(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate318.errors = vErrors, 0 === errors;
}
function validate036(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.kind && (validate139(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate139.errors : vErrors.concat(validate139.errors)).length)), void 0 !== data.name && (validate318(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate318.errors : vErrors.concat(validate318.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate036.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1PostBuild.js
var validate79 = validate037;
function validate217(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate217.errors = vErrors, 0 === errors;
}
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate217(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length);
  return validate140.errors = vErrors, 0 === errors;
}
function validate610(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate78(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate78.errors : vErrors.concat(validate78.errors)).length), validate610.errors = vErrors, 0 === errors;
}
function validate512(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate610(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate610.errors : vErrors.concat(validate610.errors)).length);
  }
  return validate512.errors = vErrors, 0 === errors;
}
function validate037(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.substitute && (validate140(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate140.errors : vErrors.concat(validate140.errors)).length)), void 0 !== data.substituteFrom && (validate512(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate512.errors : vErrors.concat(validate512.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate037.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1CrossNamespaceSourceReference.js
var validate80 = validate141;
function validate038(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate038.errors = vErrors, 0 === errors;
}
var schema2_enum4 = ["GitRepository", "Bucket"];
function validate319(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("GitRepository" !== data && "Bucket" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum4 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate319.errors = vErrors, 0 === errors;
}
function validate513(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate513.errors = vErrors, 0 === errors;
}
function validate141(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate038(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate038.errors : vErrors.concat(validate038.errors)).length)), void 0 !== data.kind && (validate319(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate319.errors : vErrors.concat(validate319.errors)).length)), void 0 !== data.name && (validate513(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate513.errors : vErrors.concat(validate513.errors)).length)), void 0 !== data.namespace && (validate038(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate038.errors : vErrors.concat(validate038.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate141.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1KustomizationSpec.js
var validate81 = validate143;
function validate218(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate66(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate66.errors : vErrors.concat(validate66.errors)).length)), validate218.errors = vErrors, 0 === errors;
}
function validate710(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate68(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate68.errors : vErrors.concat(validate68.errors)).length), validate710.errors = vErrors, 0 === errors;
}
function validate611(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate710(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate710.errors : vErrors.concat(validate710.errors)).length);
  }
  return validate611.errors = vErrors, 0 === errors;
}
function validate1210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1210.errors = vErrors, 0 === errors;
}
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length), validate152.errors = vErrors, 0 === errors;
}
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate152(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length);
  }
  return validate142.errors = vErrors, 0 === errors;
}
function validate219(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate219.errors = vErrors, 0 === errors;
}
function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate219(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate219.errors : vErrors.concat(validate219.errors)).length);
  }
  return validate202.errors = vErrors, 0 === errors;
}
function validate263(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate263.errors = vErrors, 0 === errors;
}
function validate282(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate69(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate69.errors : vErrors.concat(validate69.errors)).length)), validate282.errors = vErrors, 0 === errors;
}
function validate333(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), validate333.errors = vErrors, 0 === errors;
}
function validate323(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate333(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate333.errors : vErrors.concat(validate333.errors)).length);
  }
  return validate323.errors = vErrors, 0 === errors;
}
function validate393(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate76(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate76.errors : vErrors.concat(validate76.errors)).length), validate393.errors = vErrors, 0 === errors;
}
function validate382(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate393(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate393.errors : vErrors.concat(validate393.errors)).length);
  }
  return validate382.errors = vErrors, 0 === errors;
}
function validate452(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate70(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length), validate452.errors = vErrors, 0 === errors;
}
function validate442(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate452(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate452.errors : vErrors.concat(validate452.errors)).length);
  }
  return validate442.errors = vErrors, 0 === errors;
}
function validate039(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate039.errors = vErrors, 0 === errors;
}
function validate514(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate79(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate79.errors : vErrors.concat(validate79.errors)).length)), validate514.errors = vErrors, 0 === errors;
}
function validate552(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate552.errors = vErrors, 0 === errors;
}
function validate592(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate80(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate80.errors : vErrors.concat(validate80.errors)).length), validate592.errors = vErrors, 0 === errors;
}
function validate632(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate632.errors = vErrors, 0 === errors;
}
function validate652(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate652.errors = vErrors, 0 === errors;
}
var schema33_enum = ["none", "client", "server"];
function validate682(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("none" !== data && "client" !== data && "server" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema33_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate682.errors = vErrors, 0 === errors;
}
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.prune) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.decryption && (validate218(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate218.errors : vErrors.concat(validate218.errors)).length)), void 0 !== data.dependsOn && (validate611(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate611.errors : vErrors.concat(validate611.errors)).length)), void 0 !== data.force && (validate1210(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate1210.errors : vErrors.concat(validate1210.errors)).length)), void 0 !== data.healthChecks && (validate142(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length)), void 0 !== data.images && (validate202(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate202.errors : vErrors.concat(validate202.errors)).length)), void 0 !== data.interval && (validate263(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate263.errors : vErrors.concat(validate263.errors)).length)), void 0 !== data.kubeConfig && (validate282(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate282.errors : vErrors.concat(validate282.errors)).length)), void 0 !== data.patches && (validate323(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate323.errors : vErrors.concat(validate323.errors)).length)), void 0 !== data.patchesJson6902 && (validate382(data.patchesJson6902, { instancePath: instancePath + "/patchesJson6902", parentData: data, parentDataProperty: "patchesJson6902", rootData }) || (errors = (vErrors = null === vErrors ? validate382.errors : vErrors.concat(validate382.errors)).length)), void 0 !== data.patchesStrategicMerge && (validate442(data.patchesStrategicMerge, { instancePath: instancePath + "/patchesStrategicMerge", parentData: data, parentDataProperty: "patchesStrategicMerge", rootData }) || (errors = (vErrors = null === vErrors ? validate442.errors : vErrors.concat(validate442.errors)).length)), void 0 !== data.path && (validate039(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.postBuild && (validate514(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate514.errors : vErrors.concat(validate514.errors)).length)), void 0 !== data.prune && (validate552(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate552.errors : vErrors.concat(validate552.errors)).length)), void 0 !== data.retryInterval && (validate039(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.serviceAccountName && (validate039(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.sourceRef && (validate592(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate592.errors : vErrors.concat(validate592.errors)).length)), void 0 !== data.suspend && (validate632(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate632.errors : vErrors.concat(validate632.errors)).length)), void 0 !== data.targetNamespace && (validate652(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate652.errors : vErrors.concat(validate652.errors)).length)), void 0 !== data.timeout && (validate039(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.validation && (validate682(data.validation, { instancePath: instancePath + "/validation", parentData: data, parentDataProperty: "validation", rootData }) || (errors = (vErrors = null === vErrors ? validate682.errors : vErrors.concat(validate682.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate143.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1SnapshotEntry.js
var validate82 = validate040;
function validate220(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate220.errors = vErrors, 0 === errors;
}
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate220(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate220.errors : vErrors.concat(validate220.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate144.errors = vErrors, 0 === errors;
}
function validate515(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate515.errors = vErrors, 0 === errors;
}
function validate040(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.kinds) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kinds" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.kinds && (validate144(data.kinds, { instancePath: instancePath + "/kinds", parentData: data, parentDataProperty: "kinds", rootData }) || (errors = (vErrors = null === vErrors ? validate144.errors : vErrors.concat(validate144.errors)).length)), void 0 !== data.namespace && (validate515(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate515.errors : vErrors.concat(validate515.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate040.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1Snapshot.js
var validate83 = validate041;
function validate145(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate145.errors = vErrors, 0 === errors;
}
function validate411(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate82(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate82.errors : vErrors.concat(validate82.errors)).length), validate411.errors = vErrors, 0 === errors;
}
function validate320(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate411(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate411.errors : vErrors.concat(validate411.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate320.errors = vErrors, 0 === errors;
}
function validate041(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.checksum) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checksum" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.entries) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.checksum && (validate145(data.checksum, { instancePath: instancePath + "/checksum", parentData: data, parentDataProperty: "checksum", rootData }) || (errors = (vErrors = null === vErrors ? validate145.errors : vErrors.concat(validate145.errors)).length)), void 0 !== data.entries && (validate320(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate320.errors : vErrors.concat(validate320.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate041.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1KustomizationStatus.js
var validate84 = validate147;
function validate221(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length), validate221.errors = vErrors, 0 === errors;
}
function validate711(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate49(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length), validate711.errors = vErrors, 0 === errors;
}
function validate612(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate711(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate711.errors : vErrors.concat(validate711.errors)).length);
  }
  return validate612.errors = vErrors, 0 === errors;
}
function validate042(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate042.errors = vErrors, 0 === errors;
}
var formats06 = formats.int64;
function validate146(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats06.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate146.errors = vErrors, 0 === errors;
}
function validate164(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate83(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length)), validate164.errors = vErrors, 0 === errors;
}
function validate147(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (validate221(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate221.errors : vErrors.concat(validate221.errors)).length), data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.conditions && (validate612(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate612.errors : vErrors.concat(validate612.errors)).length)), void 0 !== data.lastAppliedRevision && (validate042(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate042.errors : vErrors.concat(validate042.errors)).length)), void 0 !== data.lastAttemptedRevision && (validate042(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate042.errors : vErrors.concat(validate042.errors)).length)), void 0 !== data.observedGeneration && (validate146(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate146.errors : vErrors.concat(validate146.errors)).length)), void 0 !== data.snapshot && (validate164(data.snapshot, { instancePath: instancePath + "/snapshot", parentData: data, parentDataProperty: "snapshot", rootData }) || (errors = (vErrors = null === vErrors ? validate164.errors : vErrors.concat(validate164.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate147.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta1Kustomization.js
var validate85 = validate043;
var schema1_enum6 = ["kustomize.toolkit.fluxcd.io/v1beta1"];
function validate148(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1beta1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum6 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate148.errors = vErrors, 0 === errors;
}
var schema2_enum5 = ["Kustomization"];
function validate321(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum5 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate321.errors = vErrors, 0 === errors;
}
function validate516(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate516.errors = vErrors, 0 === errors;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate81(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate81.errors : vErrors.concat(validate81.errors)).length)), validate94.errors = vErrors, 0 === errors;
}
function validate1310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate84(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate84.errors : vErrors.concat(validate84.errors)).length)), validate1310.errors = vErrors, 0 === errors;
}
function validate043(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate148(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate148.errors : vErrors.concat(validate148.errors)).length)), void 0 !== data.kind && (validate321(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate321.errors : vErrors.concat(validate321.errors)).length)), void 0 !== data.metadata && (validate516(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate516.errors : vErrors.concat(validate516.errors)).length)), void 0 !== data.spec && (validate94(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate94.errors : vErrors.concat(validate94.errors)).length)), void 0 !== data.status && (validate1310(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1310.errors : vErrors.concat(validate1310.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate043.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta1/Kustomization.js
var Kustomization2 = class _Kustomization extends Model {
  static {
    this.apiVersion = "kustomize.toolkit.fluxcd.io/v1beta1";
  }
  static {
    this.kind = "Kustomization";
  }
  static {
    this.is = createTypeMetaGuard(_Kustomization);
  }
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
setValidateFunc(Kustomization2, validate85);

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2CommonMetadata.js
var validate86 = validate324;
function validate149(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate149.errors = vErrors, 0 === errors;
}
function validate044(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate149(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate149.errors : vErrors.concat(validate149.errors)).length);
  return validate044.errors = vErrors, 0 === errors;
}
function validate324(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotations && (validate044(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate044.errors : vErrors.concat(validate044.errors)).length)), void 0 !== data.labels && (validate044(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate044.errors : vErrors.concat(validate044.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate324.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2Decryption.js
var validate87 = validate045;
var schema1_enum7 = ["sops"];
function validate150(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("sops" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum7 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate150.errors = vErrors, 0 === errors;
}
function validate325(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate325.errors = vErrors, 0 === errors;
}
function validate045(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.provider && (validate150(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate150.errors : vErrors.concat(validate150.errors)).length)), void 0 !== data.secretRef && (validate325(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate325.errors : vErrors.concat(validate325.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate045.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2SubstituteReference.js
var validate88 = validate046;
var schema1_enum8 = ["Secret", "ConfigMap"];
function validate151(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Secret" !== data && "ConfigMap" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum8 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate151.errors = vErrors, 0 === errors;
}
function validate326(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate326.errors = vErrors, 0 === errors;
}
function validate517(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate517.errors = vErrors, 0 === errors;
}
function validate046(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.kind && (validate151(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate151.errors : vErrors.concat(validate151.errors)).length)), void 0 !== data.name && (validate326(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate326.errors : vErrors.concat(validate326.errors)).length)), void 0 !== data.optional && (validate517(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate517.errors : vErrors.concat(validate517.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate046.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2PostBuild.js
var validate89 = validate047;
function validate222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate222.errors = vErrors, 0 === errors;
}
function validate153(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate222(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length);
  return validate153.errors = vErrors, 0 === errors;
}
function validate613(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate88(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate88.errors : vErrors.concat(validate88.errors)).length), validate613.errors = vErrors, 0 === errors;
}
function validate518(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate613(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length);
  }
  return validate518.errors = vErrors, 0 === errors;
}
function validate047(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.substitute && (validate153(data.substitute, { instancePath: instancePath + "/substitute", parentData: data, parentDataProperty: "substitute", rootData }) || (errors = (vErrors = null === vErrors ? validate153.errors : vErrors.concat(validate153.errors)).length)), void 0 !== data.substituteFrom && (validate518(data.substituteFrom, { instancePath: instancePath + "/substituteFrom", parentData: data, parentDataProperty: "substituteFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate518.errors : vErrors.concat(validate518.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate047.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2CrossNamespaceSourceReference.js
var validate90 = validate154;
function validate048(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate048.errors = vErrors, 0 === errors;
}
var schema2_enum6 = ["OCIRepository", "GitRepository", "Bucket"];
function validate327(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("OCIRepository" !== data && "GitRepository" !== data && "Bucket" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum6 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate327.errors = vErrors, 0 === errors;
}
function validate519(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate519.errors = vErrors, 0 === errors;
}
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate048(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate048.errors : vErrors.concat(validate048.errors)).length)), void 0 !== data.kind && (validate327(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate327.errors : vErrors.concat(validate327.errors)).length)), void 0 !== data.name && (validate519(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate519.errors : vErrors.concat(validate519.errors)).length)), void 0 !== data.namespace && (validate048(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate048.errors : vErrors.concat(validate048.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate154.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2KustomizationSpec.js
var validate91 = validate328;
function validate412(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate86(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate86.errors : vErrors.concat(validate86.errors)).length)), validate412.errors = vErrors, 0 === errors;
}
function validate049(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate049.errors = vErrors, 0 === errors;
}
function validate810(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate049(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate049.errors : vErrors.concat(validate049.errors)).length);
  }
  return validate810.errors = vErrors, 0 === errors;
}
function validate1110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate87(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate87.errors : vErrors.concat(validate87.errors)).length)), validate1110.errors = vErrors, 0 === errors;
}
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate68(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate68.errors : vErrors.concat(validate68.errors)).length), validate165.errors = vErrors, 0 === errors;
}
function validate155(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate165(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate165.errors : vErrors.concat(validate165.errors)).length);
  }
  return validate155.errors = vErrors, 0 === errors;
}
function validate2110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate2110.errors = vErrors, 0 === errors;
}
function validate243(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length), validate243.errors = vErrors, 0 === errors;
}
function validate233(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate243(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length);
  }
  return validate233.errors = vErrors, 0 === errors;
}
function validate302(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate302.errors = vErrors, 0 === errors;
}
function validate292(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate302(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate302.errors : vErrors.concat(validate302.errors)).length);
  }
  return validate292.errors = vErrors, 0 === errors;
}
function validate362(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate37(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), validate362.errors = vErrors, 0 === errors;
}
function validate413(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), validate413.errors = vErrors, 0 === errors;
}
function validate403(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate413(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate413.errors : vErrors.concat(validate413.errors)).length);
  }
  return validate403.errors = vErrors, 0 === errors;
}
function validate472(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate76(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate76.errors : vErrors.concat(validate76.errors)).length), validate472.errors = vErrors, 0 === errors;
}
function validate462(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate472(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate472.errors : vErrors.concat(validate472.errors)).length);
  }
  return validate462.errors = vErrors, 0 === errors;
}
function validate533(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate70(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length), validate533.errors = vErrors, 0 === errors;
}
function validate523(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate533(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate533.errors : vErrors.concat(validate533.errors)).length);
  }
  return validate523.errors = vErrors, 0 === errors;
}
function validate156(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate156.errors = vErrors, 0 === errors;
}
function validate593(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate89(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate89.errors : vErrors.concat(validate89.errors)).length)), validate593.errors = vErrors, 0 === errors;
}
function validate633(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate633.errors = vErrors, 0 === errors;
}
function validate672(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate90(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate90.errors : vErrors.concat(validate90.errors)).length), validate672.errors = vErrors, 0 === errors;
}
function validate223(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate223.errors = vErrors, 0 === errors;
}
function validate723(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate723.errors = vErrors, 0 === errors;
}
var schema36_enum = ["none", "client", "server"];
function validate752(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("none" !== data && "client" !== data && "server" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema36_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate752.errors = vErrors, 0 === errors;
}
function validate328(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.prune) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prune" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.commonMetadata && (validate412(data.commonMetadata, { instancePath: instancePath + "/commonMetadata", parentData: data, parentDataProperty: "commonMetadata", rootData }) || (errors = (vErrors = null === vErrors ? validate412.errors : vErrors.concat(validate412.errors)).length)), void 0 !== data.components && (validate810(data.components, { instancePath: instancePath + "/components", parentData: data, parentDataProperty: "components", rootData }) || (errors = (vErrors = null === vErrors ? validate810.errors : vErrors.concat(validate810.errors)).length)), void 0 !== data.decryption && (validate1110(data.decryption, { instancePath: instancePath + "/decryption", parentData: data, parentDataProperty: "decryption", rootData }) || (errors = (vErrors = null === vErrors ? validate1110.errors : vErrors.concat(validate1110.errors)).length)), void 0 !== data.dependsOn && (validate155(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate155.errors : vErrors.concat(validate155.errors)).length)), void 0 !== data.force && (validate2110(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate2110.errors : vErrors.concat(validate2110.errors)).length)), void 0 !== data.healthChecks && (validate233(data.healthChecks, { instancePath: instancePath + "/healthChecks", parentData: data, parentDataProperty: "healthChecks", rootData }) || (errors = (vErrors = null === vErrors ? validate233.errors : vErrors.concat(validate233.errors)).length)), void 0 !== data.images && (validate292(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate292.errors : vErrors.concat(validate292.errors)).length)), void 0 !== data.interval && (validate049(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate049.errors : vErrors.concat(validate049.errors)).length)), void 0 !== data.kubeConfig && (validate362(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate362.errors : vErrors.concat(validate362.errors)).length)), void 0 !== data.patches && (validate403(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate403.errors : vErrors.concat(validate403.errors)).length)), void 0 !== data.patchesJson6902 && (validate462(data.patchesJson6902, { instancePath: instancePath + "/patchesJson6902", parentData: data, parentDataProperty: "patchesJson6902", rootData }) || (errors = (vErrors = null === vErrors ? validate462.errors : vErrors.concat(validate462.errors)).length)), void 0 !== data.patchesStrategicMerge && (validate523(data.patchesStrategicMerge, { instancePath: instancePath + "/patchesStrategicMerge", parentData: data, parentDataProperty: "patchesStrategicMerge", rootData }) || (errors = (vErrors = null === vErrors ? validate523.errors : vErrors.concat(validate523.errors)).length)), void 0 !== data.path && (validate156(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length)), void 0 !== data.postBuild && (validate593(data.postBuild, { instancePath: instancePath + "/postBuild", parentData: data, parentDataProperty: "postBuild", rootData }) || (errors = (vErrors = null === vErrors ? validate593.errors : vErrors.concat(validate593.errors)).length)), void 0 !== data.prune && (validate633(data.prune, { instancePath: instancePath + "/prune", parentData: data, parentDataProperty: "prune", rootData }) || (errors = (vErrors = null === vErrors ? validate633.errors : vErrors.concat(validate633.errors)).length)), void 0 !== data.retryInterval && (validate156(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length)), void 0 !== data.serviceAccountName && (validate156(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length)), void 0 !== data.sourceRef && (validate672(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate672.errors : vErrors.concat(validate672.errors)).length)), void 0 !== data.suspend && (validate223(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length)), void 0 !== data.targetNamespace && (validate723(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate723.errors : vErrors.concat(validate723.errors)).length)), void 0 !== data.timeout && (validate156(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length)), void 0 !== data.validation && (validate752(data.validation, { instancePath: instancePath + "/validation", parentData: data, parentDataProperty: "validation", rootData }) || (errors = (vErrors = null === vErrors ? validate752.errors : vErrors.concat(validate752.errors)).length)), void 0 !== data.wait && (validate223(data.wait, { instancePath: instancePath + "/wait", parentData: data, parentDataProperty: "wait", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate328.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2ResourceRef.js
var validate95 = validate157;
function validate050(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate050.errors = vErrors, 0 === errors;
}
function validate157(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.id && (validate050(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (errors = (vErrors = null === vErrors ? validate050.errors : vErrors.concat(validate050.errors)).length)), void 0 !== data.v && (validate050(data.v, { instancePath: instancePath + "/v", parentData: data, parentDataProperty: "v", rootData }) || (errors = (vErrors = null === vErrors ? validate050.errors : vErrors.concat(validate050.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate157.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2ResourceInventory.js
var validate96 = validate051;
function validate224(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate95(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate95.errors : vErrors.concat(validate95.errors)).length), validate224.errors = vErrors, 0 === errors;
}
function validate158(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate224(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate158.errors = vErrors, 0 === errors;
}
function validate051(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.entries) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.entries && (validate158(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate158.errors : vErrors.concat(validate158.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate051.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2KustomizationStatus.js
var validate97 = validate159;
function validate225(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length), validate225.errors = vErrors, 0 === errors;
}
function validate712(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate49(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length), validate712.errors = vErrors, 0 === errors;
}
function validate614(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate712(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate712.errors : vErrors.concat(validate712.errors)).length);
  }
  return validate614.errors = vErrors, 0 === errors;
}
function validate1211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate96(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate96.errors : vErrors.concat(validate96.errors)).length)), validate1211.errors = vErrors, 0 === errors;
}
function validate052(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate052.errors = vErrors, 0 === errors;
}
var formats07 = formats.int64;
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats07.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate183.errors = vErrors, 0 === errors;
}
function validate159(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (validate225(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length), data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.conditions && (validate614(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate614.errors : vErrors.concat(validate614.errors)).length)), void 0 !== data.inventory && (validate1211(data.inventory, { instancePath: instancePath + "/inventory", parentData: data, parentDataProperty: "inventory", rootData }) || (errors = (vErrors = null === vErrors ? validate1211.errors : vErrors.concat(validate1211.errors)).length)), void 0 !== data.lastAppliedRevision && (validate052(data.lastAppliedRevision, { instancePath: instancePath + "/lastAppliedRevision", parentData: data, parentDataProperty: "lastAppliedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate052.errors : vErrors.concat(validate052.errors)).length)), void 0 !== data.lastAttemptedRevision && (validate052(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate052.errors : vErrors.concat(validate052.errors)).length)), void 0 !== data.observedGeneration && (validate183(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate183.errors : vErrors.concat(validate183.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate159.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdKustomizeControllerApiV1beta2Kustomization.js
var validate98 = validate053;
var schema1_enum9 = ["kustomize.toolkit.fluxcd.io/v1beta2"];
function validate160(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("kustomize.toolkit.fluxcd.io/v1beta2" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum9 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate160.errors = vErrors, 0 === errors;
}
var schema2_enum7 = ["Kustomization"];
function validate329(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Kustomization" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum7 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate329.errors = vErrors, 0 === errors;
}
function validate520(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate520.errors = vErrors, 0 === errors;
}
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate91(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate91.errors : vErrors.concat(validate91.errors)).length)), validate99.errors = vErrors, 0 === errors;
}
function validate1311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate97(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate97.errors : vErrors.concat(validate97.errors)).length)), validate1311.errors = vErrors, 0 === errors;
}
function validate053(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate160(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate160.errors : vErrors.concat(validate160.errors)).length)), void 0 !== data.kind && (validate329(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate329.errors : vErrors.concat(validate329.errors)).length)), void 0 !== data.metadata && (validate520(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate520.errors : vErrors.concat(validate520.errors)).length)), void 0 !== data.spec && (validate99(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate99.errors : vErrors.concat(validate99.errors)).length)), void 0 !== data.status && (validate1311(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1311.errors : vErrors.concat(validate1311.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate053.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/kustomize.toolkit.fluxcd.io/v1beta2/Kustomization.js
var Kustomization3 = class _Kustomization extends Model {
  static {
    this.apiVersion = "kustomize.toolkit.fluxcd.io/v1beta2";
  }
  static {
    this.kind = "Kustomization";
  }
  static {
    this.is = createTypeMetaGuard(_Kustomization);
  }
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _Kustomization.apiVersion, kind: _Kustomization.kind, ...data });
  }
};
setValidateFunc(Kustomization3, validate98);

// src/config/schema.ts
var FLUX_API_VERSIONS = [
  "kustomize.toolkit.fluxcd.io/v1",
  "kustomize.toolkit.fluxcd.io/v1beta2",
  "kustomize.toolkit.fluxcd.io/v1beta1"
];
var V1 = "kustomize.toolkit.fluxcd.io/v1";
var MODELS = {
  "kustomize.toolkit.fluxcd.io/v1": Kustomization,
  "kustomize.toolkit.fluxcd.io/v1beta2": Kustomization3,
  "kustomize.toolkit.fluxcd.io/v1beta1": Kustomization2
};
function isFluxApiVersion(apiVersion) {
  return typeof apiVersion === "string" && FLUX_API_VERSIONS.includes(apiVersion);
}
function validateAgainstSchema(apiVersion, object) {
  const errors = runModel(MODELS[apiVersion], object, object, []).filter(
    (e) => !(apiVersion === V1 && optionalSinceV19(e))
  );
  const spec = object?.spec;
  if (isRecord(spec)) errors.push(...crdRules(apiVersion, spec, object));
  return distinct(errors);
}
function validateWithModel(model, object, extra = []) {
  return distinct([...runModel(model, object, object, []), ...extra]);
}
function distinct(errors) {
  const seen = /* @__PURE__ */ new Set();
  return errors.filter((e) => {
    const key = `${formatFieldPath(e.path)}: ${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function runModel(model, value, root, at2) {
  try {
    model.prototype.validate.call(value);
    return [];
  } catch (error) {
    const errors = error.errors;
    if (!Array.isArray(errors)) throw error;
    return errors.map((e) => toFieldError(e, root, at2));
  }
}
function optionalSinceV19(e) {
  const [spec, field2, , missing2] = e.path;
  return spec === "spec" && field2 === "healthCheckExprs" && missing2 === "kind" && e.path.length === 4 && e.message === fieldText.required;
}
var DURATION = /^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$/;
var DURATION_FIELDS = ["interval", "retryInterval", "timeout"];
var SUBSTITUTE_STRATEGIES = ["WithVariables", "Always"];
var BUILD_METADATA_OPTIONS = ["originAnnotations", "transformerAnnotations"];
var KUBECONFIG_ONE_OF = "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified";
function crdRules(apiVersion, spec, root) {
  const errors = [];
  for (const field2 of DURATION_FIELDS) {
    const value = spec[field2];
    if (typeof value === "string" && !DURATION.test(value)) {
      errors.push(at(["spec", field2], fieldText.duration(value)));
    }
  }
  if (apiVersion !== V1) return errors;
  if (isRecord(spec.postBuild)) {
    const strategy = spec.postBuild.substituteStrategy;
    errors.push(...enumValue(strategy, ["spec", "postBuild", "substituteStrategy"], SUBSTITUTE_STRATEGIES));
  }
  errors.push(
    ...list(
      spec.buildMetadata,
      ["spec", "buildMetadata"],
      (option, path5) => option === null ? [at(path5, fieldText.wrongType(option, "string"))] : enumValue(option, path5, BUILD_METADATA_OPTIONS)
    )
  );
  errors.push(
    ...list(spec.ignore, ["spec", "ignore"], (rule, path5) => {
      if (!isRecord(rule)) return [at(path5, fieldText.wrongType(rule, "object"))];
      const found = [];
      if (rule.paths === void 0 || rule.paths === null) {
        found.push({ path: [...path5, "paths"], message: fieldText.required, linePath: path5 });
      } else {
        found.push(
          ...list(
            rule.paths,
            [...path5, "paths"],
            (pointer, pointerPath) => typeof pointer === "string" ? [] : [at(pointerPath, fieldText.wrongType(pointer, "string"))]
          )
        );
      }
      if (rule.target !== void 0 && rule.target !== null) {
        found.push(...runModel(Selector, rule.target, root, [...path5, "target"]));
        if (isRecord(rule.target)) found.push(...targetSelectors(rule.target, [...path5, "target"]));
      }
      return found;
    })
  );
  if (isRecord(spec.kubeConfig)) {
    const hasConfigMap = spec.kubeConfig.configMapRef != null;
    const hasSecret = spec.kubeConfig.secretRef != null;
    if (hasConfigMap === hasSecret) {
      errors.push(at(["spec", "kubeConfig"], fieldText.rule(spec.kubeConfig, KUBECONFIG_ONE_OF)));
    }
  }
  return errors;
}
function targetSelectors(target, path5) {
  return PATCH_TARGET_FIELDS.flatMap((field2) => {
    const value = target[field2];
    if (typeof value !== "string" || value === "") return [];
    try {
      compileTarget({ [field2]: value });
      return [];
    } catch (err) {
      return [at([...path5, field2], fieldText.invalid(value, err.message))];
    }
  });
}
function enumValue(value, path5, allowed) {
  if (value === void 0 || value === null) return [];
  if (typeof value !== "string") return [at(path5, fieldText.wrongType(value, "string"))];
  return allowed.includes(value) ? [] : [at(path5, fieldText.unsupported(value, allowed))];
}
function list(value, path5, check) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) return [at(path5, fieldText.wrongType(value, "array"))];
  return value.flatMap((item, i) => check(item, [...path5, i]));
}
function toFieldError(error, root, prefix) {
  const path5 = [...prefix, ...parsePointer(error.instancePath)];
  const value = valueAt(root, path5);
  const p = error.params;
  if (error.keyword === "required") {
    const missing2 = String(p.missingProperty);
    return { path: [...path5, missing2], message: fieldText.required, linePath: path5 };
  }
  const text = Object.hasOwn(KEYWORD_TEXT, error.keyword) ? KEYWORD_TEXT[error.keyword] : void 0;
  return at(path5, text ? text(value, p) : fieldText.invalid(value, error.message ?? error.keyword));
}
var KEYWORD_TEXT = {
  enum: (value, p) => fieldText.unsupported(value, p.allowedValues ?? []),
  type: (value, p) => fieldText.wrongType(value, String(p.type)),
  pattern: (value, p) => fieldText.pattern(value, String(p.pattern)),
  maxLength: (value, p) => fieldText.tooLong(value, Number(p.limit)),
  minLength: (value, p) => fieldText.tooShort(value, Number(p.limit)),
  minimum: (value, p) => fieldText.minimum(value, Number(p.limit)),
  format: (value, p) => fieldText.format(value, String(p.format))
};
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

// src/config/generators.ts
var ARTIFACT_GENERATOR_API_VERSIONS = [`${ARTIFACT_GENERATOR_GROUP}/v1beta1`];
var ALIAS = /^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$/;
var NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
var FROM = /^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)\/(.*)$/;
var TO = /^@(artifact)\/(.*)$/;
var SOURCE_KINDS = ["Bucket", "GitRepository", "OCIRepository"];
var STRATEGIES = ["Overwrite", "Merge", "Extract"];
function readArtifactGenerator(object, defaultNamespace, source, lineOf) {
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  const name = typeof metadata.name === "string" ? metadata.name : "";
  const namespace = typeof metadata.namespace === "string" && metadata.namespace || defaultNamespace;
  const objectRef = name ? `ArtifactGenerator/${namespace}/${name}` : void 0;
  const problems = [];
  const problem = (path5, message) => problems.push({
    message: `${formatFieldPath(path5)}: ${message}`,
    ...objectRef ? { object: objectRef } : {},
    source: { file: source.file, line: lineOf(path5) }
  });
  const required = (parent, field2) => problem([...parent, field2], fieldText.required);
  const pattern = (path5, value, re) => {
    if (typeof value !== "string") problem(path5, fieldText.wrongType(value, "string"));
    else if (!re.test(value)) problem(path5, fieldText.pattern(value, re.source));
  };
  if (!name) required(["metadata"], "name");
  const spec = isRecord(object.spec) ? object.spec : void 0;
  if (!spec) {
    required([], "spec");
    return { problems };
  }
  const sources = listAt(spec.sources, ["spec", "sources"], problem);
  if (spec.sources === void 0 || spec.sources === null) required(["spec"], "sources");
  const aliases = /* @__PURE__ */ new Set();
  const sourceRefs = (sources ?? []).flatMap((entry2, i) => {
    const at2 = ["spec", "sources", i];
    if (!isRecord(entry2)) {
      problem(at2, fieldText.wrongType(entry2, "object"));
      return [];
    }
    for (const field2 of ["alias", "kind", "name"]) if (entry2[field2] === void 0) required(at2, field2);
    if (entry2.alias !== void 0) pattern([...at2, "alias"], entry2.alias, ALIAS);
    if (entry2.name !== void 0) pattern([...at2, "name"], entry2.name, NAME);
    if (entry2.kind !== void 0 && !SOURCE_KINDS.includes(entry2.kind))
      problem([...at2, "kind"], fieldText.unsupported(entry2.kind, SOURCE_KINDS));
    if (typeof entry2.alias === "string" && aliases.has(entry2.alias))
      problem([...at2, "alias"], fieldText.invalid(entry2.alias, "duplicate alias"));
    if (typeof entry2.alias === "string") aliases.add(entry2.alias);
    return [
      {
        alias: String(entry2.alias),
        kind: String(entry2.kind),
        name: String(entry2.name),
        namespace: typeof entry2.namespace === "string" && entry2.namespace || namespace
      }
    ];
  });
  const artifacts = listAt(spec.artifacts, ["spec", "artifacts"], problem);
  if (spec.artifacts === void 0 || spec.artifacts === null) required(["spec"], "artifacts");
  const outputs = (artifacts ?? []).flatMap((entry2, i) => {
    const at2 = ["spec", "artifacts", i];
    if (!isRecord(entry2)) {
      problem(at2, fieldText.wrongType(entry2, "object"));
      return [];
    }
    if (entry2.name === void 0) required(at2, "name");
    else pattern([...at2, "name"], entry2.name, NAME);
    const revisionField = entry2.originRevision !== void 0 ? "originRevision" : "revision";
    const originRevision = entry2[revisionField];
    if (originRevision !== void 0) {
      pattern([...at2, revisionField], originRevision, /^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)$/);
      if (typeof originRevision === "string" && !aliases.has(originRevision.slice(1)))
        problem([...at2, revisionField], fieldText.invalid(originRevision, "no source has this alias"));
    }
    const copy = listAt(entry2.copy, [...at2, "copy"], problem);
    if (entry2.copy === void 0 || entry2.copy === null) required(at2, "copy");
    const rules = (copy ?? []).flatMap((rule, j) => {
      const ruleAt = [...at2, "copy", j];
      if (!isRecord(rule)) {
        problem(ruleAt, fieldText.wrongType(rule, "object"));
        return [];
      }
      if (rule.from === void 0) required(ruleAt, "from");
      else pattern([...ruleAt, "from"], rule.from, FROM);
      if (rule.to === void 0) required(ruleAt, "to");
      else pattern([...ruleAt, "to"], rule.to, TO);
      const alias = typeof rule.from === "string" ? FROM.exec(rule.from)?.[1] : void 0;
      if (alias !== void 0 && !aliases.has(alias))
        problem([...ruleAt, "from"], fieldText.invalid(rule.from, `no source has the alias '${alias}'`));
      const strategy = rule.strategy ?? "Overwrite";
      if (!STRATEGIES.includes(strategy))
        problem([...ruleAt, "strategy"], fieldText.unsupported(strategy, STRATEGIES));
      const exclude = Array.isArray(rule.exclude) ? rule.exclude.map(String) : [];
      return [
        {
          from: String(rule.from),
          to: String(rule.to),
          exclude,
          optional: rule.optional === true,
          strategy: String(strategy)
        }
      ];
    });
    return [
      {
        name: String(entry2.name),
        ...typeof originRevision === "string" ? { originRevision } : {},
        copy: rules
      }
    ];
  });
  if (problems.length > 0) return { problems };
  return {
    generator: { name, namespace, sources: sourceRefs, artifacts: outputs, source },
    problems
  };
}
function listAt(value, path5, problem) {
  if (value === void 0 || value === null) return void 0;
  if (!Array.isArray(value)) {
    problem(path5, fieldText.wrongType(value, "array"));
    return void 0;
  }
  if (value.length === 0) problem(path5, fieldText.invalid(0, "must have at least 1 item"));
  return value;
}

// src/config/normalise.ts
var DEFAULT_HEALTH_CHECK_API_VERSION = "apps/v1";
function normaliseKustomization(object, apiVersion, defaultNamespace, source) {
  const metadata = object.metadata;
  const spec = object.spec;
  const name = String(metadata.name);
  const namespace = stringOr(metadata.namespace) || defaultNamespace;
  const isV1 = apiVersion === FLUX_API_VERSIONS[0];
  const v1Fields = isV1 ? spec : {};
  const postBuild = isRecord(spec.postBuild) ? spec.postBuild : void 0;
  const substituteStrategy = isRecord(v1Fields.postBuild) ? v1Fields.postBuild.substituteStrategy : void 0;
  const ignored = [...ignoredFields(spec, apiVersion), ...pointerWarnings(v1Fields.ignore)];
  return {
    name,
    namespace,
    apiVersion,
    path: normalisePath(stringOr(spec.path)),
    sourceRef: isRecord(spec.sourceRef) ? {
      kind: String(spec.sourceRef.kind),
      name: String(spec.sourceRef.name),
      ...spec.sourceRef.namespace ? { namespace: String(spec.sourceRef.namespace) } : {},
      ...typeof spec.sourceRef.apiVersion === "string" ? { apiVersion: spec.sourceRef.apiVersion } : {}
    } : void 0,
    dependsOn: dependencies(spec.dependsOn, namespace, isV1),
    // prune is required by every served schema, so it is set here; `=== true` keeps the type.
    prune: spec.prune === true,
    wait: spec.wait === true,
    force: spec.force === true,
    suspend: spec.suspend === true,
    interval: optionalString(spec.interval),
    retryInterval: optionalString(spec.retryInterval),
    timeout: optionalString(spec.timeout),
    healthChecks: list2(spec.healthChecks).map(healthCheck),
    healthCheckExprs: list2(v1Fields.healthCheckExprs).map(healthCheckExpr),
    targetNamespace: optionalString(spec.targetNamespace),
    namePrefix: optionalString(v1Fields.namePrefix),
    nameSuffix: optionalString(v1Fields.nameSuffix),
    patches: list2(spec.patches).map(patch),
    images: list2(spec.images).map((image2) => ({
      name: String(image2.name),
      newName: optionalString(image2.newName),
      newTag: optionalString(image2.newTag),
      digest: optionalString(image2.digest)
    })),
    components: Array.isArray(spec.components) ? spec.components.map(String) : [],
    ...typeof v1Fields.ignoreMissingComponents === "boolean" ? { ignoreMissingComponents: v1Fields.ignoreMissingComponents } : {},
    ...Array.isArray(v1Fields.buildMetadata) ? { buildMetadata: v1Fields.buildMetadata } : {},
    ...Array.isArray(v1Fields.ignore) ? { ignore: list2(v1Fields.ignore).map(driftIgnoreRule) } : {},
    commonMetadata: isRecord(spec.commonMetadata) ? {
      labels: stringMap(spec.commonMetadata.labels),
      annotations: stringMap(spec.commonMetadata.annotations)
    } : void 0,
    postBuild: postBuild ? {
      substitute: stringMap(postBuild.substitute),
      substituteFrom: list2(postBuild.substituteFrom).map((ref) => ({
        kind: ref.kind,
        name: String(ref.name),
        optional: ref.optional === true
      })),
      ...typeof substituteStrategy === "string" ? { substituteStrategy } : {}
    } : void 0,
    deletionPolicy: optionalString(v1Fields.deletionPolicy) ?? "MirrorPrune",
    serviceAccountName: optionalString(spec.serviceAccountName),
    decryption: isRecord(spec.decryption) ? {
      provider: String(spec.decryption.provider),
      ...isRecord(spec.decryption.secretRef) ? { secretRef: { name: String(spec.decryption.secretRef.name) } } : {},
      ...typeof spec.decryption.serviceAccountName === "string" ? { serviceAccountName: spec.decryption.serviceAccountName } : {}
    } : void 0,
    kubeConfig: isRecord(spec.kubeConfig) ? kubeConfig(spec.kubeConfig) : void 0,
    source,
    definition: object,
    ...ignored.length > 0 ? { warnings: ignored } : {}
  };
}
var REMOVED_FIELDS = ["patchesStrategicMerge", "patchesJson6902", "validation"];
function ignoredFields(spec, apiVersion) {
  return REMOVED_FIELDS.filter((field2) => spec[field2] !== void 0 && spec[field2] !== null).map(
    (field2) => `spec.${field2} (${apiVersion}) is ignored: kustomize-controller v1 no longer reads it${field2 === "validation" ? "" : "; move these patches to spec.patches"}`
  );
}
function pointerWarnings(rules) {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap(
    (rule, i) => isRecord(rule) && Array.isArray(rule.paths) ? rule.paths.flatMap(
      (pointer, j) => typeof pointer === "string" && !pointer.startsWith("/") ? [problemText.notAPointer(`spec.ignore[${i}].paths[${j}]`, pointer)] : []
    ) : []
  );
}
function kubeConfig(value) {
  const result = {};
  if (isRecord(value.secretRef)) {
    result.secretRef = { name: String(value.secretRef.name) };
    if (typeof value.secretRef.key === "string") result.secretRef.key = value.secretRef.key;
  }
  if (isRecord(value.configMapRef)) result.configMapRef = { name: String(value.configMapRef.name) };
  return result;
}
function dependencies(value, ownNamespace, readyExprs) {
  const seen = /* @__PURE__ */ new Set();
  const refs = [];
  for (const entry2 of list2(value)) {
    const ref = {
      name: String(entry2.name),
      // Flux: "namespace defaults to the namespace of the Kustomization".
      namespace: stringOr(entry2.namespace) || ownNamespace
    };
    if (readyExprs && typeof entry2.readyExpr === "string") ref.readyExpr = entry2.readyExpr;
    const key = `${ref.namespace}/${ref.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}
function healthCheck(entry2) {
  return {
    apiVersion: stringOr(entry2.apiVersion) || DEFAULT_HEALTH_CHECK_API_VERSION,
    kind: String(entry2.kind),
    name: String(entry2.name),
    ...entry2.namespace ? { namespace: String(entry2.namespace) } : {}
  };
}
function healthCheckExpr(entry2) {
  return {
    apiVersion: String(entry2.apiVersion),
    kind: stringOr(entry2.kind),
    current: String(entry2.current),
    ...typeof entry2.inProgress === "string" ? { inProgress: entry2.inProgress } : {},
    ...typeof entry2.failed === "string" ? { failed: entry2.failed } : {}
  };
}
function patch(entry2) {
  return withTarget({ patch: String(entry2.patch) }, entry2.target);
}
function driftIgnoreRule(entry2) {
  const rule = { paths: Array.isArray(entry2.paths) ? entry2.paths.map(String) : [] };
  const target = patchTarget(entry2.target);
  return target ? { ...rule, target } : rule;
}
function withTarget(p, target) {
  const t = patchTarget(target);
  return t ? { ...p, target: t } : p;
}
function patchTarget(target) {
  if (!isRecord(target)) return void 0;
  const t = {};
  for (const key of PATCH_TARGET_FIELDS) {
    if (typeof target[key] === "string") t[key] = target[key];
  }
  return t;
}
function list2(value) {
  return Array.isArray(value) ? value : [];
}
function stringOr(value) {
  return typeof value === "string" ? value : "";
}
function optionalString(value) {
  return typeof value === "string" ? value : void 0;
}
function stringMap(value) {
  if (!isRecord(value)) return void 0;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

// src/config/reach.ts
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path3 from "node:path";

// src/config/walk.ts
import { readdir, realpath, stat } from "node:fs/promises";
import path2 from "node:path";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([".git", "node_modules"]);
function isYamlFile(name) {
  return name.endsWith(".yaml") || name.endsWith(".yml");
}
async function findYamlFiles(start, realRoot) {
  const found = { files: [], kustomizeDirs: [], problems: [], walked: [] };
  const kustomizeReal = /* @__PURE__ */ new Map();
  let realStartDir = start;
  const candidates = [];
  async function visitDirectory(dir, realDir, ancestors) {
    found.walked.push(dir);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      found.problems.push({ file: dir, message: problemText.unreadable(describe(error)) });
      return;
    }
    if (entries.some((entry2) => !entry2.isDirectory() && KUSTOMIZATION_FILES.includes(entry2.name))) {
      if (!kustomizeReal.has(realDir) || kustomizeReal.get(realDir) !== dir) {
        const previous = kustomizeReal.get(realDir);
        if (previous === void 0 || path2.relative(start, dir) === path2.relative(realStartDir, realDir))
          kustomizeReal.set(realDir, dir);
      }
      return;
    }
    const chain = [...ancestors, realDir];
    const subdirectories = [];
    for (const entry2 of entries) {
      const full = path2.join(dir, entry2.name);
      if (entry2.isDirectory()) {
        if (SKIPPED_DIRECTORIES.has(entry2.name)) continue;
        subdirectories.push(visitDirectory(full, path2.join(realDir, entry2.name), chain));
      } else if (entry2.isFile()) {
        if (isYamlFile(entry2.name)) addFile(full, path2.join(realDir, entry2.name));
      } else if (entry2.isSymbolicLink()) {
        subdirectories.push(followSymlink(full, entry2.name, chain));
      }
    }
    await Promise.all(subdirectories);
  }
  async function followSymlink(link, name, chain) {
    found.walked.push(link);
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
  realStartDir = realStart;
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
  found.kustomizeDirs = [...kustomizeReal.values()].sort();
  found.problems.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  found.walked.sort();
  return found;
}
function isInside(child, parent) {
  const relative3 = path2.relative(parent, child);
  return relative3 === "" || !relative3.startsWith("..") && !path2.isAbsolute(relative3);
}
function relativeOrDot(root, target) {
  return path2.relative(root, target).split(path2.sep).join("/") || ".";
}
function describe(error) {
  const e = error;
  return e.code ? `${e.code}: ${e.message}` : String(error);
}

// src/config/reach.ts
var REMOTE = /^([a-z][a-z0-9+.-]*:\/\/|[\w.-]+@|github\.com\/)/i;
async function mayRenderDefinitions(dir, realRoot, index) {
  if (!index) return mayRenderDefinitionsSync(dir, realRoot);
  const key = `reach\0${dir}`;
  const kept = index.get(key);
  if (kept !== void 0) return kept;
  const began = Date.now();
  const looked = /* @__PURE__ */ new Set();
  const answer = mayRenderDefinitionsSync(dir, realRoot, looked);
  index.put(key, answer, looked, began);
  return answer;
}
function mayRenderDefinitionsSync(dir, realRoot, looked) {
  const visited = /* @__PURE__ */ new Set();
  const attempt = (read) => {
    try {
      return read();
    } catch {
      return void 0;
    }
  };
  const visitFile = (file) => {
    const real = attempt(() => realpathSync.native(file));
    looked?.add(file);
    if (real) looked?.add(real);
    if (!real || !isInside(real, realRoot)) return false;
    const bytes = attempt(() => readFileSync(real));
    return bytes !== void 0 && mentionsDefinitions(bytes);
  };
  const visitDirectory = (directory) => {
    const real = attempt(() => realpathSync.native(directory));
    looked?.add(directory);
    if (real) looked?.add(real);
    if (!real || visited.has(real) || !isInside(real, realRoot)) return false;
    visited.add(real);
    const entries = attempt(() => readdirSync(real, { withFileTypes: true })) ?? [];
    const kustomization = KUSTOMIZATION_FILES.find(
      (name) => entries.some((entry2) => entry2.name === name && !entry2.isDirectory())
    );
    if (!kustomization) {
      for (const entry2 of entries) {
        const full = path3.join(real, entry2.name);
        if (entry2.isDirectory() || entry2.isSymbolicLink()) {
          looked?.add(full);
          const info = statSync(full, { throwIfNoEntry: false });
          if (info?.isDirectory()) {
            if (entry2.name === ".git") continue;
            if (visitDirectory(full)) return true;
            continue;
          }
        }
        if (isYamlFile(entry2.name) && visitFile(full)) return true;
      }
      return false;
    }
    looked?.add(path3.join(real, kustomization));
    const text = attempt(() => readFileSync(path3.join(real, kustomization), "utf8")) ?? "";
    let value;
    try {
      value = lookAtYamlDocument(text)?.value;
    } catch (error) {
      if (error instanceof YamlError) return true;
      throw error;
    }
    if (!isRecord(value)) return false;
    const references = ["resources", "bases", "components"].flatMap((field2) => {
      const list4 = value[field2];
      return Array.isArray(list4) ? list4.filter((item) => typeof item === "string") : [];
    });
    for (const reference of references) {
      if (REMOTE.test(reference)) continue;
      const target = path3.resolve(real, reference);
      looked?.add(target);
      const info = attempt(() => statSync(target, { throwIfNoEntry: false }));
      if (info?.isDirectory() ? visitDirectory(target) : info && visitFile(target)) return true;
    }
    return false;
  };
  return visitDirectory(dir);
}

// src/config/load.ts
var READ_CONCURRENCY = 64;
async function loadKustomizations(options) {
  const root = path4.resolve(options.root);
  const defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
  const start = path4.resolve(root, options.path ?? ".");
  const shownStart = displayPath(root, options.path ?? ".", start);
  const problems = [];
  const failed2 = (message) => ({
    kustomizations: [],
    generators: [],
    renderUnits: [],
    problems: [{ message }]
  });
  if (!isInside(start, root)) return failed2(problemText.pathOutsideRoot(shownStart));
  let realRoot;
  try {
    realRoot = await realpath2(root);
  } catch {
    return failed2(problemText.pathNotFound(root));
  }
  let realStart;
  try {
    await stat2(start);
    realStart = await realpath2(start);
  } catch {
    return failed2(problemText.pathNotFound(shownStart));
  }
  if (!isInside(realStart, realRoot)) return failed2(problemText.pathOutsideRoot(shownStart));
  const index = options.walks?.of(realRoot);
  const walkKey = `definitions\0${start}`;
  const kept = index?.get(walkKey);
  const began = Date.now();
  const walk = kept ? void 0 : await findYamlFiles(start, realRoot);
  const found = kept?.found ?? walk;
  const reaching = await Promise.all(
    found.kustomizeDirs.map((dir) => mayRenderDefinitions(dir, realRoot, index))
  );
  const renderUnits = found.kustomizeDirs.filter((_, i) => reaching[i]);
  const relative3 = (file) => relativeOrDot(root, file);
  for (const p of found.problems) problems.push({ message: p.message, source: { file: relative3(p.file) } });
  const toRead = kept?.read ?? found.files;
  const perFile = await mapLimit(
    toRead,
    READ_CONCURRENCY,
    (file) => loadFile(file, relative3(file), defaultNamespace).catch(
      // A bug of ours must still come out as one line about one file, not a stack trace.
      (error) => ({
        kustomizations: [],
        generators: [],
        problems: [{ message: problemText.unreadable(String(error)), source: { file: relative3(file) } }],
        sawFluxDocument: true
      })
    )
  );
  if (index && walk) {
    const { walked, ...rest } = walk;
    const read = toRead.filter((_, i) => !perFile[i]?.definesNothing);
    index.put(walkKey, { found: rest, read }, [...walked, ...walk.files], began);
  }
  const merged = withoutDuplicates(perFile);
  problems.push(...merged.problems);
  if (merged.kustomizations.length === 0 && renderUnits.length === 0 && problems.length === 0 && !perFile.some((f) => f.sawFluxDocument)) {
    problems.push({ message: problemText.noKustomizations(shownStart) });
  }
  return { kustomizations: merged.kustomizations, generators: merged.generators, renderUnits, problems };
}
function readDefinitionObjects(objects, defaultNamespace = DEFAULT_NAMESPACE) {
  const into = { kustomizations: [], generators: [], problems: [], sawFluxDocument: false };
  for (const { object, source } of objects) {
    const line = source.line ?? 0;
    const document = { value: object, line, lineOf: () => line };
    readObject(object, [], { document, file: source.file, defaultNamespace, into });
  }
  return withoutDuplicates([into]);
}
function withoutDuplicates(results) {
  const out = { kustomizations: [], generators: [], problems: [] };
  const first = /* @__PURE__ */ new Map();
  const keep = (kind, key, source) => {
    const seen = first.get(`${kind}/${key}`);
    if (seen) {
      out.problems.push({
        message: problemText.duplicate(key, formatLocation(seen), formatLocation(source), kind, [
          seen.file,
          source.file
        ]),
        object: `${kind}/${key}`,
        source
      });
      return false;
    }
    first.set(`${kind}/${key}`, source);
    return true;
  };
  for (const result of results) {
    out.problems.push(...result.problems);
    for (const spec of result.kustomizations)
      if (keep("Kustomization", kustomizationKey(spec), spec.source)) out.kustomizations.push(spec);
    for (const generator of result.generators)
      if (keep("ArtifactGenerator", kustomizationKey(generator), generator.source))
        out.generators.push(generator);
  }
  return out;
}
async function loadFile(file, shownFile, defaultNamespace) {
  const result = { kustomizations: [], generators: [], problems: [], sawFluxDocument: false };
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
  if (!mentionsDefinitions(bytes)) return { ...result, definesNothing: true };
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
  if (!isRecord(value)) {
    into.sawFluxDocument = true;
    const found = Array.isArray(value) ? "a list" : `a ${typeof value}`;
    into.problems.push({ message: problemText.notAMapping(found), source: { file, line: document.line } });
    return;
  }
  if (value.kind === "List" && value.apiVersion === "v1" && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      readObject(item, ["items", i], { document, file, defaultNamespace, into });
    });
    return;
  }
  readObject(value, [], { document, file, defaultNamespace, into });
}
function readObject(object, at2, reading) {
  const { document, file, defaultNamespace, into } = reading;
  if (!isRecord(object) || typeof object.apiVersion !== "string") return;
  const apiVersion = object.apiVersion;
  if (apiVersion === ARTIFACT_GENERATOR_GROUP || apiVersion.startsWith(`${ARTIFACT_GENERATOR_GROUP}/`)) {
    readGenerator(object, at2, reading);
    return;
  }
  if (apiVersion !== FLUX_GROUP && !apiVersion.startsWith(`${FLUX_GROUP}/`)) return;
  into.sawFluxDocument = true;
  if (object.kind !== "Kustomization") {
    const line = document.lineOf([...at2, "kind"]);
    const message = `kind: ${fieldText.unsupported(object.kind ?? "", ["Kustomization"])}`;
    into.problems.push({ message, source: { file, line } });
    return;
  }
  const source = { file, line: document.lineOf(at2) };
  const name = isRecord(object.metadata) ? object.metadata.name : void 0;
  const namespace = isRecord(object.metadata) && object.metadata.namespace || defaultNamespace;
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
function readGenerator(object, at2, reading) {
  const { document, file, defaultNamespace, into } = reading;
  if (object.kind !== "ArtifactGenerator") return;
  into.sawFluxDocument = true;
  const apiVersion = object.apiVersion;
  const source = { file, line: document.lineOf(at2) };
  if (!ARTIFACT_GENERATOR_API_VERSIONS.includes(apiVersion)) {
    into.problems.push({
      message: problemText.unknownApiVersion(apiVersion, ARTIFACT_GENERATOR_API_VERSIONS),
      source: { file, line: document.lineOf([...at2, "apiVersion"]) }
    });
    return;
  }
  const read = readArtifactGenerator(
    object,
    defaultNamespace,
    source,
    (path5) => document.lineOf([...at2, ...path5])
  );
  into.problems.push(...read.problems);
  if (read.generator) into.generators.push(read.generator);
}
function readWholeFile(file) {
  return new Promise((resolve2, reject) => {
    readFile(file, (error, data) => error ? reject(error) : resolve2(data));
  });
}
function displayPath(root, given, resolved) {
  return path4.isAbsolute(given) && !isInside(resolved, root) ? given : relativeOrDot(root, resolved);
}

// src/reconcile/discover.ts
async function discoverDefinitions(options) {
  const discovery = new DefinitionSearch(options);
  const start = await discovery.readWritten();
  await discovery.expandParents(start);
  discovery.noteUnknownArtifacts();
  return discovery.result();
}
var DefinitionSearch = class {
  constructor(options) {
    this.options = options;
    this.defaultNamespace = options.defaultNamespace || DEFAULT_NAMESPACE;
    this.artifacts = new ArtifactStore([], {
      root: options.root,
      ...options.render.sources ? { sources: options.render.sources } : {}
    });
  }
  options;
  defaultNamespace;
  entries = /* @__PURE__ */ new Map();
  problems = [];
  notes = /* @__PURE__ */ new Map();
  renders = /* @__PURE__ */ new Map();
  incomplete = [];
  generators = [];
  generatorByKey = /* @__PURE__ */ new Map();
  artifacts;
  /** Kustomizations waiting for an ExternalArtifact that no generator found so far builds. */
  deferred = [];
  units = [];
  renderer;
  /** Each source directory after symlinks, asked once: every Kustomization of a source shares it. */
  realDirs = /* @__PURE__ */ new Map();
  /** Files' definitions as written, by file (for what a parent's render added to a child). */
  writtenFiles = /* @__PURE__ */ new Map();
  /** Step 1: the definitions as written at the definitions path. Returns the keys to expand first. */
  async readWritten() {
    const { root, path: path5, concurrency } = this.options;
    const walks = await this.options.render.renderCache?.walks();
    const loaded = await loadKustomizations({
      root,
      path: path5,
      defaultNamespace: this.defaultNamespace,
      ...walks ? { walks } : {}
    });
    this.problems.push(...loaded.problems);
    this.addGenerators(loaded.generators);
    for (const spec of loaded.kustomizations) this.addWritten(spec);
    this.units.push(...loaded.renderUnits.map((dir) => relative(root, dir).split(sep).join("/")));
    const units = await mapLimit(loaded.renderUnits, concurrency, (dir) => this.renderUnit(dir));
    for (const unit of units) {
      if ("error" in unit) {
        this.problems.push({
          message: `cannot read the definitions in ${unit.rel || "."}: ${unit.error.detail}`,
          source: unit.error.source && unit.error.source.file !== unit.file ? unit.error.source : { file: unit.file }
        });
        continue;
      }
      const found = definitionsIn(unit.result, { file: unit.file }, this.defaultNamespace);
      this.problems.push(...found.problems);
      this.addGenerators(found.generators);
      for (const spec of found.kustomizations) this.addWritten(spec);
    }
    return [...this.entries.keys()];
  }
  /** Step 2: render every Kustomization that can define others, level by level, taking its children. */
  async expandParents(start) {
    let frontier = start;
    while (frontier.length > 0) {
      const generatorsBefore = this.generators.length;
      const expanded = await mapLimit(frontier, this.options.concurrency, async (key) => {
        const entry2 = this.entries.get(key);
        return entry2 ? { key, entry: entry2, expansion: await this.expand(entry2.spec) } : void 0;
      });
      const next = [];
      for (const item of expanded) {
        if (!item || this.entries.get(item.key) !== item.entry) continue;
        const { key, entry: entry2, expansion } = item;
        if (expansion.kind === "unknown-artifact") this.deferred.push(key);
        if (expansion.kind !== "render") continue;
        this.renders.set(key, expansion.result);
        if (expansion.result instanceof BuildError) {
          this.note(key, `its children are not known: its render failed (${expansion.result.detail})`);
          this.incomplete.push(key);
          continue;
        }
        next.push(...await this.takeChildren(entry2.spec, expansion.result, expansion.sourceDir));
      }
      frontier = next;
      if (frontier.length === 0 && this.deferred.length > 0 && this.generators.length > generatorsBefore) {
        frontier = this.deferred;
        this.deferred = [];
      }
    }
  }
  /** Step 3: parents whose children are unknown because no generator builds their ExternalArtifact. */
  noteUnknownArtifacts() {
    for (const key of this.deferred) {
      const spec = this.entries.get(key)?.spec;
      const ref = spec?.sourceRef;
      if (!spec || !ref) continue;
      this.note(
        key,
        `its children are not known: ExternalArtifact ${ref.namespace ?? spec.namespace}/${ref.name} has no ArtifactGenerator in the repository`
      );
      this.incomplete.push(key);
    }
  }
  result() {
    const kustomizations = [...this.entries.values()].map((e) => e.spec);
    if (kustomizations.length === 0 && this.problems.length === 0 && this.units.length > 0) {
      this.problems.push({
        message: `no Flux Kustomization found under ${relative(this.options.root, this.options.path) || "."}`
      });
    }
    const { generators, artifacts, problems, renders, units, notes, incomplete } = this;
    return { kustomizations, generators, artifacts, problems, renders, units, notes, incomplete };
  }
  /**
   * A written definition. The same document reached twice (a directory's render and a file, or two
   * nested directories' renders) is one definition; two documents of one name are a duplicate.
   */
  addWritten(spec) {
    const key = kustomizationKey(spec);
    const first = this.entries.get(key);
    if (!first) {
      this.entries.set(key, { spec, origin: "written" });
      return;
    }
    if (formatLocation(first.spec.source) !== formatLocation(spec.source))
      this.problems.push(duplicate(key, first.spec, spec));
  }
  /** A parent's rendered children, entered as Flux applies them; returns the keys to expand next. */
  async takeChildren(parent, render2, sourceDir) {
    const key = kustomizationKey(parent);
    const found = definitionsIn(render2, parent.source, this.defaultNamespace);
    this.problems.push(...found.problems);
    this.addGenerators(found.generators);
    const unread = render2.warnings.flatMap((w) => /^substituteFrom (\S+) not read/.exec(w)?.[1] ?? []);
    const lineage = this.ancestors(key);
    const next = [];
    for (const child of found.kustomizations) {
      const childKey = kustomizationKey(child);
      if (lineage.has(childKey)) continue;
      const existing = this.entries.get(childKey);
      const spec = {
        ...child,
        parent: { namespace: parent.namespace, name: parent.name }
      };
      if (existing?.origin === "rendered") {
        this.problems.push(duplicate(childKey, existing.spec, spec));
        continue;
      }
      const written = existing && formatLocation(existing.spec.source) === formatLocation(child.source) ? existing.spec : sourceDir === this.options.root ? await this.writtenAt(child.source) : void 0;
      Object.assign(spec, inheritance(spec, written, key));
      if (unread.length > 0)
        spec.warnings = [
          ...spec.warnings ?? [],
          ...unread.map(
            (ref) => `defined by ${key} without its substituteFrom ${ref} (no cluster access): variables from it are unset in this definition`
          )
        ];
      if (existing) {
        this.removeChildrenOf(childKey);
        this.renders.delete(childKey);
      }
      this.entries.set(childKey, { spec, origin: "rendered" });
      next.push(childKey);
    }
    return next;
  }
  /** The definition as written in the repository at `source` (a rendered child's document), if readable. */
  async writtenAt(source) {
    if (source.line === void 0) return void 0;
    let specs = this.writtenFiles.get(source.file);
    if (!specs) {
      specs = loadKustomizations({
        root: this.options.root,
        path: join(this.options.root, source.file),
        defaultNamespace: this.defaultNamespace
      }).then(
        (loaded) => loaded.kustomizations,
        () => []
      );
      this.writtenFiles.set(source.file, specs);
    }
    return (await specs).find((spec) => spec.source.line === source.line);
  }
  /** A render of `spec` when its path can hold definitions; "leaf" when it cannot. */
  async expand(spec) {
    if ((await this.options.sources?.decide(spec))?.type === "failed") return { kind: "leaf" };
    const ctx = await this.context();
    const ref = spec.sourceRef;
    if (ref?.kind === "ExternalArtifact" && !this.artifacts.has(ref.namespace ?? spec.namespace, ref.name) && mappedSource(spec, ctx) === void 0)
      return { kind: "unknown-artifact" };
    let dir;
    try {
      dir = (await resolveSource(spec, ctx)).dir;
    } catch (error) {
      if (error instanceof BuildError) return { kind: "leaf" };
      throw error;
    }
    const realDir = await this.realpathOf(dir);
    const index = (await ctx.renderCache?.walks())?.of(realDir);
    if (!await mayRenderDefinitions(join(dir, securePath(spec.path)), realDir, index))
      return { kind: "leaf" };
    try {
      return { kind: "render", result: await renderThroughCache(spec, ctx), sourceDir: dir };
    } catch (error) {
      if (error instanceof BuildError) return { kind: "render", result: error, sourceDir: dir };
      throw error;
    }
  }
  realpathOf(dir) {
    let real = this.realDirs.get(dir);
    if (!real) {
      real = realpath3(dir).catch(() => dir);
      this.realDirs.set(dir, real);
    }
    return real;
  }
  /** A directory whose kustomization renders definitions, rendered as a plain kustomize build. */
  async renderUnit(dir) {
    const rel = relative(this.options.root, dir).split(sep).join("/");
    const file = `${rel ? `${rel}/` : ""}${KUSTOMIZATION_FILES[0]}`;
    const unit = {
      name: rel || ".",
      namespace: this.defaultNamespace,
      apiVersion: "kustomize.toolkit.fluxcd.io/v1",
      path: rel,
      dependsOn: [],
      prune: false,
      wait: false,
      force: false,
      suspend: false,
      healthChecks: [],
      healthCheckExprs: [],
      patches: [],
      images: [],
      components: [],
      deletionPolicy: "MirrorPrune",
      source: { file }
    };
    try {
      const { images: _images, substitute: _substitute, ...plain } = await this.context();
      return { rel, file, result: await renderThroughCache(unit, plain) };
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return { rel, file, error };
    }
  }
  async context() {
    this.renderer ??= this.options.renderer();
    return { ...this.options.render, renderer: await this.renderer, artifacts: this.artifacts };
  }
  addGenerators(found) {
    for (const generator of found) {
      const key = kustomizationKey(generator);
      const first = this.generatorByKey.get(key);
      if (first) {
        if (formatLocation(first.source) !== formatLocation(generator.source))
          this.problems.push({
            message: problemText.duplicate(
              key,
              formatLocation(first.source),
              formatLocation(generator.source),
              "ArtifactGenerator",
              [first.source.file, generator.source.file]
            ),
            object: `ArtifactGenerator/${key}`,
            source: generator.source
          });
        continue;
      }
      this.generatorByKey.set(key, generator);
      this.generators.push(generator);
      for (const id of this.artifacts.add([generator]))
        this.problems.push({
          message: `ExternalArtifact ${id} is built by two ArtifactGenerators; the first one (${this.artifacts.describe(...id.split("/"))}) is used`,
          object: `ArtifactGenerator/${key}`,
          source: generator.source
        });
    }
  }
  note(key, text) {
    this.notes.set(key, [...this.notes.get(key) ?? [], text]);
  }
  /** `key` and the parents above it. */
  ancestors(key) {
    const out = /* @__PURE__ */ new Set();
    for (let at2 = this.entries.get(key)?.spec; at2; ) {
      const k = kustomizationKey(at2);
      if (out.has(k)) break;
      out.add(k);
      at2 = at2.parent ? this.entries.get(kustomizationKey(at2.parent))?.spec : void 0;
    }
    return out;
  }
  removeChildrenOf(key) {
    for (const [childKey, entry2] of this.entries) {
      if (entry2.spec.parent && kustomizationKey(entry2.spec.parent) === key) {
        this.entries.delete(childKey);
        this.renders.delete(childKey);
        this.removeChildrenOf(childKey);
      }
    }
  }
};
function inheritance(rendered, written, parentKey) {
  if (!written) return {};
  const own = (patch2) => written.patches.some(
    (mine) => isDeepStrictEqual(mine, patch2) || // The parent's postBuild may have substituted variables in the child's own patch.
    mine.patch.includes("$") && isDeepStrictEqual(mine.target, patch2.target)
  );
  const inheritedPatches = rendered.patches.flatMap((patch2, index) => own(patch2) ? [] : [index]);
  const lost = written.patches.length > 0 && inheritedPatches.length === rendered.patches.length;
  return {
    ...inheritedPatches.length > 0 ? { inheritedPatches } : {},
    ...lost ? {
      warnings: [
        ...rendered.warnings ?? [],
        `its own spec.patches (${formatLocation(written.source)}) are replaced by what ${parentKey}'s render gives it: kustomize replaces a Flux Kustomization's patches list whole, so Flux applies only the parent's`
      ]
    } : {}
  };
}
function definitionsIn(result, fallback, defaultNamespace) {
  return readDefinitionObjects(
    result.objects.map((m) => ({ object: m.object, source: m.source ?? fallback })),
    defaultNamespace
  );
}
function duplicate(key, first, second) {
  const where = (spec) => `${formatLocation(spec.source)}${spec.parent ? ` (rendered by ${kustomizationKey(spec.parent)})` : ""}`;
  return {
    message: problemText.duplicate(key, where(first), where(second), "Kustomization", [
      first.source.file,
      second.source.file
    ]),
    object: `Kustomization/${key}`,
    source: second.source
  };
}

// src/health/messages.ts
function entry(o) {
  return o.message ? `${o.ref} status: '${o.status}': ${o.message}` : `${o.ref} status: '${o.status}'`;
}
var healthText = {
  passed: (ms) => `Health check passed in ${formatDuration(ms)}`,
  timeout: (ms, pending) => `health check failed after ${formatDuration(ms)}: timeout waiting for: [${pending.map(entry).join(", ")}]`,
  failedEarly: (ms, failed2) => `health check failed after ${formatDuration(ms)}: failed early due to stalled resources: [${failed2.map(entry).join(", ")}]`,
  /** `what`: the kind, or `every kind of <group>` for an entry without one. */
  invalidExpr: (index, field2, what, why) => `healthCheckExprs[${index}].${field2} for ${what} is not a valid CEL expression: ${why}`,
  exprError: (field2, why) => `cannot evaluate healthCheckExprs ${field2}: ${why}`,
  missingCurrent: (index, what) => `healthCheckExprs[${index}].current for ${what} is required: it says when the object is healthy`,
  /** Flux's words (fluxcd/pkg runtime/cel). */
  duplicateExpr: (index, what) => `healthCheckExprs[${index}]: duplicate custom health check for ${what}`,
  unknownKind: (apiVersion, kind, why) => `cannot watch ${kind} (${apiVersion}): ${why}`,
  /** Empty: Flux's `Kind/ns/name status: 'NotFound'` says it all. */
  notFound: "",
  notListed: "waiting for the first list",
  transition: (o, from) => `${o.ref}: ${from} \u2192 ${o.status}${o.message ? ` (${o.message})` : ""}`,
  /** The first ten pending objects; a progress line that fills the screen helps nobody. */
  stillWaiting: (pending) => {
    const shown = pending.slice(0, 10).map((o) => `${o.ref} (${o.status}${o.message ? `: ${o.message}` : ""})`).join(", ");
    const more = pending.length > 10 ? `, and ${pending.length - 10} more` : "";
    return `still waiting for ${pending.length} object${pending.length === 1 ? "" : "s"}: ${shown}${more}`;
  },
  /** A workload's pod-level reasons, for a Kustomization without health checks (it stays Ready, as in Flux). */
  podWarning: (o) => `${o.ref}: ${o.message}`
};

// src/health/conditions.ts
function statusOf(obj) {
  const status = obj.status;
  return status && typeof status === "object" ? status : {};
}
function specOf(obj) {
  const spec = obj.spec;
  return spec && typeof spec === "object" ? spec : {};
}
function conditionsOf(obj) {
  const list4 = statusOf(obj).conditions;
  return Array.isArray(list4) ? list4.filter((c) => !!c && typeof c === "object" && typeof c.type === "string") : [];
}
function condition(obj, type) {
  return conditionsOf(obj).find((c) => c.type === type);
}
function isTrue(obj, type) {
  return condition(obj, type)?.status === "True";
}
function int(value, fallback = 0) {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}
function field(obj, ...path5) {
  let at2 = obj;
  for (const key of path5) {
    if (!at2 || typeof at2 !== "object") return void 0;
    at2 = at2[key];
  }
  return at2;
}
function groupKind(apiVersion, kind) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? kind : `${apiVersion.slice(0, slash)}/${kind}`;
}

// src/health/status.ts
var current = (message) => ({ status: "Current", message });
var inProgress = (reason, message) => ({
  status: "InProgress",
  reason,
  message
});
function firstShort(wanted, counts) {
  const short = counts.find(([, count]) => wanted > count);
  return short && inProgress(short[0], `${short[1]}/${wanted} ${short[2]}`);
}
var failed = (reason, message) => ({ status: "Failed", reason, message });
var SCHEDULE_WINDOW_MS = 15e3;
function computeStatus(obj, now = Date.now()) {
  const generic = genericStatus(obj);
  if (generic) return generic;
  const rule = KIND_RULES[groupKind(obj.apiVersion ?? "", obj.kind)];
  return rule ? rule(obj, now) : readyConditionStatus(obj);
}
function genericStatus(obj) {
  if (obj.metadata?.deletionTimestamp) return { status: "Terminating", message: "being deleted" };
  const notObserved = generationNotObserved(obj);
  if (notObserved) return notObserved;
  for (const c of conditionsOf(obj)) {
    if (c.type === "Reconciling" && c.status === "True") {
      return inProgress(c.reason ?? "", conditionText(c, "reconciling"));
    }
    if (c.type === "Stalled" && c.status === "True")
      return failed(c.reason ?? "", conditionText(c, "stalled"));
  }
  return void 0;
}
function generationNotObserved(obj) {
  const observed = statusOf(obj).observedGeneration;
  const generation = obj.metadata?.generation;
  if (typeof observed !== "number" || typeof generation !== "number" || observed === generation)
    return void 0;
  return inProgress(
    "LatestGenerationNotObserved",
    `generation ${generation}, observed generation ${observed}`
  );
}
function readyConditionStatus(obj) {
  for (const ready of conditionsOf(obj)) {
    if (ready.type !== "Ready") continue;
    if (ready.status === "True") return current(conditionText(ready, "Ready"));
    if (ready.status === "False" || ready.status === "Unknown") {
      return inProgress(ready.reason ?? "", conditionText(ready, `Ready ${ready.status}`));
    }
  }
  return current("no Ready condition");
}
function conditionText(c, fallback) {
  if (c.reason && c.message) return `${c.reason}: ${c.message}`;
  return c.message || c.reason || fallback;
}
var alwaysCurrent = () => current("resource is current");
var NO_PROGRESS_DEADLINE = 2147483647;
var deploymentStatus = (obj) => {
  const spec = specOf(obj);
  let progressing = int(spec.progressDeadlineSeconds, NO_PROGRESS_DEADLINE) === NO_PROGRESS_DEADLINE;
  let available = false;
  let progressReason;
  for (const c of conditionsOf(obj)) {
    if (c.type === "Progressing") {
      if (c.reason === "ProgressDeadlineExceeded") {
        return failed(c.reason, `progress deadline exceeded${c.message ? `: ${c.message}` : ""}`);
      }
      if (c.status === "True" && c.reason === "NewReplicaSetAvailable") progressing = true;
      progressReason = c.reason;
    } else if (c.type === "Available" && c.status === "True") {
      available = true;
    }
  }
  const wanted = int(spec.replicas, 1);
  const s = statusOf(obj);
  const replicas = int(s.replicas);
  const updated = int(s.updatedReplicas);
  const ready = int(s.readyReplicas);
  const availableReplicas = int(s.availableReplicas);
  const short = (reason, otherwise) => inProgress(reason, wanted > ready ? `${ready}/${wanted} ready` : otherwise);
  if (wanted > replicas) return short("LessReplicas", `${replicas}/${wanted} replicas`);
  if (wanted > updated) return short("LessUpdated", `${updated}/${wanted} updated`);
  if (replicas > wanted) return short("ExtraPods", `${replicas - wanted} old replicas pending termination`);
  if (updated > availableReplicas) return short("LessAvailable", `${availableReplicas}/${updated} available`);
  if (wanted > ready) return inProgress("LessReady", `${ready}/${wanted} ready`);
  if (!progressing) {
    return inProgress("ReplicaSetNotAvailable", `rollout in progress (${progressReason ?? "Progressing"})`);
  }
  if (!available) return inProgress("DeploymentNotAvailable", "not available");
  return current(`${ready}/${wanted} ready`);
};
var statefulSetStatus = (obj) => {
  const spec = specOf(obj);
  if (field(spec, "updateStrategy", "type") === "OnDelete") return current("OnDelete update strategy");
  const wanted = int(spec.replicas, 1);
  const s = statusOf(obj);
  const replicas = int(s.replicas);
  const ready = int(s.readyReplicas);
  if (wanted > replicas) return inProgress("LessReplicas", `${replicas}/${wanted} replicas`);
  if (wanted > ready) return inProgress("LessReady", `${ready}/${wanted} ready`);
  if (replicas > wanted) {
    return inProgress("ExtraPods", `${replicas - wanted} old replicas pending termination`);
  }
  const partition = field(spec, "updateStrategy", "rollingUpdate", "partition");
  if (typeof partition === "number") {
    const expected = wanted - partition;
    const updated = int(s.updatedReplicas);
    if (updated < expected) {
      return inProgress("PartitionRollout", `${updated}/${expected} updated (partition ${partition})`);
    }
    return current(`partitioned rollout complete: ${updated} updated`);
  }
  const currentReplicas = int(s.currentReplicas);
  if (wanted > currentReplicas) return inProgress("LessCurrent", `${currentReplicas}/${wanted} current`);
  const updateRevision = typeof s.updateRevision === "string" ? s.updateRevision : "";
  const currentRevision = typeof s.currentRevision === "string" ? s.currentRevision : "";
  if (currentRevision !== updateRevision) {
    return inProgress("RevisionMismatch", `waiting for revision ${updateRevision || "(none)"}`);
  }
  return current(`${ready}/${wanted} ready`);
};
var daemonSetStatus = (obj) => {
  if (typeof obj.metadata?.generation !== "number") return inProgress("NoGeneration", "no generation yet");
  const s = statusOf(obj);
  if (typeof s.observedGeneration !== "number") {
    return inProgress("NoObservedGeneration", "not yet observed by the controller");
  }
  if (typeof s.desiredNumberScheduled !== "number") return inProgress("NoDesiredNumber", "not yet scheduled");
  const desired = s.desiredNumberScheduled;
  const ready = int(s.numberReady);
  const short = firstShort(desired, [
    ["LessCurrent", int(s.currentNumberScheduled), "scheduled"],
    ["LessUpdated", int(s.updatedNumberScheduled), "updated"],
    ["LessAvailable", int(s.numberAvailable), "available"],
    ["LessReady", ready, "ready"]
  ]);
  return short ?? current(`${ready}/${desired} ready`);
};
var replicaSetStatus = (obj) => {
  for (const c of conditionsOf(obj)) {
    if (c.type === "ReplicaFailure" && c.status === "True") {
      return inProgress("ReplicaFailure", conditionText(c, "replica failure"));
    }
  }
  const wanted = int(specOf(obj).replicas, 1);
  const s = statusOf(obj);
  const ready = int(s.readyReplicas);
  const replicas = int(s.replicas);
  const short = firstShort(wanted, [
    ["LessLabelled", int(s.fullyLabeledReplicas), "labelled"],
    ["LessAvailable", int(s.availableReplicas), "available"],
    ["LessReady", ready, "ready"]
  ]);
  if (short) return short;
  if (replicas > wanted) return inProgress("ExtraPods", `${replicas - wanted} replicas pending termination`);
  return current(`${ready}/${wanted} ready`);
};
var jobStatus = (obj) => {
  const spec = specOf(obj);
  if (spec.suspend === true) return current("Job is suspended");
  const parallelism = int(spec.parallelism, 1);
  const completions = int(spec.completions, parallelism);
  const s = statusOf(obj);
  const succeeded = int(s.succeeded);
  const active = int(s.active);
  const failedPods = int(s.failed);
  for (const c of conditionsOf(obj)) {
    if (c.type === "Complete" && c.status === "True") {
      return current(`Job Completed. succeeded: ${succeeded}/${completions}`);
    }
    if (c.type === "Failed" && c.status === "True") {
      const why = c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ""})` : "";
      return failed("JobFailed", `Job Failed. failed: ${failedPods}/${completions}${why}`);
    }
  }
  if (!s.startTime) return inProgress("JobNotStarted", `Job not started. active: 0/${parallelism}`);
  return inProgress(
    "JobInProgress",
    `Job in progress. success:${succeeded}, active: ${active}, failed: ${failedPods}`
  );
};
var podStatus = (obj, now = Date.now()) => {
  const s = statusOf(obj);
  const phase = typeof s.phase === "string" ? s.phase : "";
  const conditions = conditionsOf(obj);
  switch (phase) {
    case "Succeeded":
      return current("completed successfully");
    case "Failed":
      return current(`completed, but not successfully${s.reason ? ` (${String(s.reason)})` : ""}`);
    case "Running": {
      if (conditions.some((c) => c.type === "Ready" && c.status === "True"))
        return current("running and ready");
      const looping = (Array.isArray(s.containerStatuses) ? s.containerStatuses : []).filter((cs) => field(cs, "state", "waiting", "reason") === "CrashLoopBackOff").map((cs) => JSON.stringify(field(cs, "name")));
      if (looping.length > 0) {
        const which = looping.length === 1 ? `container ${looping[0]}` : `containers ${looping.join(", ")}`;
        return failed("ContainerCrashLooping", `${which} in CrashLoopBackOff`);
      }
      return inProgress("PodRunningNotReady", "running but not ready");
    }
    case "Pending": {
      const unschedulable = conditions.find(
        (c) => c.type === "PodScheduled" && c.status === "False" && c.reason === "Unschedulable"
      );
      if (unschedulable) {
        const message = conditionText(unschedulable, "unschedulable");
        const created = Date.parse(String(obj.metadata?.creationTimestamp ?? ""));
        const until = Number.isNaN(created) ? void 0 : created + SCHEDULE_WINDOW_MS;
        if (until !== void 0 && now < until) return { ...inProgress("PodNotScheduled", message), until };
        return failed("PodUnschedulable", message);
      }
      return inProgress("PodPending", "phase Pending");
    }
    case "":
      return inProgress("PodNotObserved", "phase not yet reported");
    default:
      return inProgress("UnknownPhase", `phase ${phase}`);
  }
};
var pvcStatus = (obj) => {
  const phase = statusOf(obj).phase;
  return phase === "Bound" ? current("bound") : inProgress("NotBound", `not bound (phase ${String(phase ?? "Pending")})`);
};
var serviceStatus = (obj) => {
  const spec = specOf(obj);
  if (spec.type === "LoadBalancer" && !spec.clusterIP) {
    return inProgress("NoIPAssigned", "cluster IP not set (type LoadBalancer)");
  }
  return current("service is ready");
};
var crdStatus = (obj) => {
  for (const c of conditionsOf(obj)) {
    if (c.type === "NamesAccepted" && c.status === "False") {
      return failed(c.reason ?? "", conditionText(c, "names not accepted"));
    }
    if (c.type === "Established") {
      if (c.status === "False" && c.reason !== "Installing") {
        return failed(c.reason ?? "", conditionText(c, "not established"));
      }
      if (c.status === "True") return current("established");
    }
  }
  return inProgress("Installing", "not yet established");
};
var KIND_RULES = {
  "apps/Deployment": deploymentStatus,
  "extensions/Deployment": deploymentStatus,
  "apps/StatefulSet": statefulSetStatus,
  "apps/DaemonSet": daemonSetStatus,
  "extensions/DaemonSet": daemonSetStatus,
  "apps/ReplicaSet": replicaSetStatus,
  "extensions/ReplicaSet": replicaSetStatus,
  "batch/Job": jobStatus,
  Pod: podStatus,
  PersistentVolumeClaim: pvcStatus,
  Service: serviceStatus,
  "apiextensions.k8s.io/CustomResourceDefinition": crdStatus,
  // Data and schedules: nothing converges, so storing them is being done.
  Secret: alwaysCurrent,
  ConfigMap: alwaysCurrent,
  ServiceAccount: alwaysCurrent,
  "batch/CronJob": alwaysCurrent,
  "policy/PodDisruptionBudget": alwaysCurrent,
  "rbac.authorization.k8s.io/Role": alwaysCurrent,
  "rbac.authorization.k8s.io/RoleBinding": alwaysCurrent,
  "rbac.authorization.k8s.io/ClusterRole": alwaysCurrent,
  "rbac.authorization.k8s.io/ClusterRoleBinding": alwaysCurrent
};

// src/health/cel.ts
var environment;
function celEnvironment() {
  environment ??= import("./lib-IILDKVW3.js").then(
    ({ Environment }) => new Environment({
      // Objects are schemaless JSON: every top-level field (metadata, spec, status, data, ...) is dyn.
      unlistedVariablesAreDyn: true,
      // `status.?conditions.orValue([])`, which Flux's cheat sheet recommends for fields not yet written.
      enableOptionalTypes: true,
      homogeneousAggregateLiterals: false
    })
  );
  return environment;
}
var firstLine = (err) => err.message.split("\n")[0] ?? "";
function healthExprFor(exprs, apiVersion, kind) {
  const { group } = splitApiVersion(apiVersion);
  if (group === "batch" && kind === "Job") return void 0;
  return exprs.find((e) => e.group === group && e.kind === kind) ?? exprs.find((e) => e.group === group && e.kind === "");
}
var HealthExprError = class extends Error {
  name = "HealthExprError";
};
async function compileHealthExprs(exprs) {
  if (exprs.length === 0) return [];
  const env = await celEnvironment();
  const seen = /* @__PURE__ */ new Set();
  return exprs.map((e, index) => {
    const { group } = splitApiVersion(e.apiVersion);
    const key = `${e.kind}.${group}`;
    const what = e.kind || `every kind of ${group || "the core group"}`;
    if (seen.has(key)) throw new HealthExprError(healthText.duplicateExpr(index, what));
    seen.add(key);
    if (!e.current) throw new HealthExprError(healthText.missingCurrent(index, what));
    const steps = [
      { field: "inProgress", status: "InProgress" },
      { field: "failed", status: "Failed" },
      { field: "current", status: "Current" }
    ];
    const compiled = steps.flatMap((step) => {
      const source = e[step.field];
      if (!source) return [];
      try {
        return [{ ...step, source, run: env.parse(source) }];
      } catch (err) {
        throw new HealthExprError(healthText.invalidExpr(index, step.field, what, firstLine(err)));
      }
    });
    const rule = (obj) => {
      const notObserved = generationNotObserved(obj);
      if (notObserved) return notObserved;
      const context = celContext(obj);
      for (const step of compiled) {
        let result;
        try {
          result = step.run(context);
        } catch (err) {
          return { status: "InProgress", message: healthText.exprError(step.field, firstLine(err)) };
        }
        if (typeof result !== "boolean") {
          return { status: "InProgress", message: healthText.exprError(step.field, "not a boolean") };
        }
        if (result) return { status: step.status, message: `${step.field}: ${step.source}` };
      }
      return { status: "InProgress", message: "no healthCheckExprs expression is true yet" };
    };
    return { group, kind: e.kind, rule };
  });
}
async function compileCelPredicate(source) {
  const env = await celEnvironment();
  let run;
  try {
    run = env.parse(source);
  } catch (err) {
    throw new HealthExprError(firstLine(err));
  }
  return (variables) => run(Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, toCel(value)]))) === true;
}
function celContext(obj) {
  const context = toCel(obj);
  for (const key of ["metadata", "spec", "status"]) context[key] ??= {};
  return context;
}
function toCel(value) {
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(toCel);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  }
  return value;
}

// src/reconcile/ready-expr.ts
async function readyExprProblems(specs) {
  const problems = [];
  for (const spec of specs) {
    for (const [i, dep] of spec.dependsOn.entries()) {
      if (dep.readyExpr === void 0) continue;
      try {
        await compileCelPredicate(dep.readyExpr);
      } catch (err) {
        if (!(err instanceof HealthExprError)) throw err;
        problems.push({
          message: `spec.dependsOn[${i}].readyExpr: Invalid value: ${JSON.stringify(dep.readyExpr)}: ${err.message}`,
          object: `Kustomization/${kustomizationKey(spec)}`,
          source: spec.source
        });
      }
    }
  }
  return problems;
}

// src/reconcile/release-definitions.ts
import { readdir as readdir2, readFile as readFile2 } from "node:fs/promises";
import { dirname, join as join2, relative as relative2, resolve } from "node:path";

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmChartTemplateObjectMeta.js
var validate100 = validate330;
function validate161(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate161.errors = vErrors, 0 === errors;
}
function validate054(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate161(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate161.errors : vErrors.concat(validate161.errors)).length);
  return validate054.errors = vErrors, 0 === errors;
}
function validate330(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotations && (validate054(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate054.errors : vErrors.concat(validate054.errors)).length)), void 0 !== data.labels && (validate054(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate054.errors : vErrors.concat(validate054.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate330.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2CrossNamespaceObjectReference.js
var validate101 = validate055;
function validate166(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate166.errors = vErrors, 0 === errors;
}
var schema2_enum8 = ["HelmRepository", "GitRepository", "Bucket"];
function validate331(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("HelmRepository" !== data && "GitRepository" !== data && "Bucket" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum8 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate331.errors = vErrors, 0 === errors;
}
function validate521(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate521.errors = vErrors, 0 === errors;
}
function validate713(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate713.errors = vErrors, 0 === errors;
}
function validate055(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate166(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate166.errors : vErrors.concat(validate166.errors)).length)), void 0 !== data.kind && (validate331(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate331.errors : vErrors.concat(validate331.errors)).length)), void 0 !== data.name && (validate521(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate521.errors : vErrors.concat(validate521.errors)).length)), void 0 !== data.namespace && (validate713(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate713.errors : vErrors.concat(validate713.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate055.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmChartTemplateVerification.js
var validate103 = validate056;
var schema1_enum10 = ["cosign", "notation"];
function validate167(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("cosign" !== data && "notation" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum10 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate167.errors = vErrors, 0 === errors;
}
function validate334(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate334.errors = vErrors, 0 === errors;
}
function validate056(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.provider) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.provider && (validate167(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData }) || (errors = (vErrors = null === vErrors ? validate167.errors : vErrors.concat(validate167.errors)).length)), void 0 !== data.secretRef && (validate334(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate334.errors : vErrors.concat(validate334.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate056.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmChartTemplateSpec.js
var validate104 = validate057;
function validate168(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 2048) {
      let err0 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 2048 } };
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
  return validate168.errors = vErrors, 0 === errors;
}
function validate335(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate335.errors = vErrors, 0 === errors;
}
function validate524(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate524.errors = vErrors, 0 === errors;
}
var schema4_enum = ["ChartVersion", "Revision"];
function validate714(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("ChartVersion" !== data && "Revision" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate714.errors = vErrors, 0 === errors;
}
function validate910(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate101(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate101.errors : vErrors.concat(validate101.errors)).length), validate910.errors = vErrors, 0 === errors;
}
function validate1410(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1410.errors = vErrors, 0 === errors;
}
function validate1312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1410(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1410.errors : vErrors.concat(validate1410.errors)).length);
  }
  return validate1312.errors = vErrors, 0 === errors;
}
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate103(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate103.errors : vErrors.concat(validate103.errors)).length)), validate172.errors = vErrors, 0 === errors;
}
function validate2111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate2111.errors = vErrors, 0 === errors;
}
function validate057(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.chart) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chart" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.sourceRef) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceRef" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.chart && (validate168(data.chart, { instancePath: instancePath + "/chart", parentData: data, parentDataProperty: "chart", rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length)), void 0 !== data.ignoreMissingValuesFiles && (validate335(data.ignoreMissingValuesFiles, { instancePath: instancePath + "/ignoreMissingValuesFiles", parentData: data, parentDataProperty: "ignoreMissingValuesFiles", rootData }) || (errors = (vErrors = null === vErrors ? validate335.errors : vErrors.concat(validate335.errors)).length)), void 0 !== data.interval && (validate524(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate524.errors : vErrors.concat(validate524.errors)).length)), void 0 !== data.reconcileStrategy && (validate714(data.reconcileStrategy, { instancePath: instancePath + "/reconcileStrategy", parentData: data, parentDataProperty: "reconcileStrategy", rootData }) || (errors = (vErrors = null === vErrors ? validate714.errors : vErrors.concat(validate714.errors)).length)), void 0 !== data.sourceRef && (validate910(data.sourceRef, { instancePath: instancePath + "/sourceRef", parentData: data, parentDataProperty: "sourceRef", rootData }) || (errors = (vErrors = null === vErrors ? validate910.errors : vErrors.concat(validate910.errors)).length)), void 0 !== data.valuesFiles && (validate1312(data.valuesFiles, { instancePath: instancePath + "/valuesFiles", parentData: data, parentDataProperty: "valuesFiles", rootData }) || (errors = (vErrors = null === vErrors ? validate1312.errors : vErrors.concat(validate1312.errors)).length)), void 0 !== data.verify && (validate172(data.verify, { instancePath: instancePath + "/verify", parentData: data, parentDataProperty: "verify", rootData }) || (errors = (vErrors = null === vErrors ? validate172.errors : vErrors.concat(validate172.errors)).length)), void 0 !== data.version && (validate2111(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate2111.errors : vErrors.concat(validate2111.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate057.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmChartTemplate.js
var validate105 = validate058;
function validate169(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate100(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate100.errors : vErrors.concat(validate100.errors)).length)), validate169.errors = vErrors, 0 === errors;
}
function validate525(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate104(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate104.errors : vErrors.concat(validate104.errors)).length), validate525.errors = vErrors, 0 === errors;
}
function validate058(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.spec) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.metadata && (validate169(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate169.errors : vErrors.concat(validate169.errors)).length)), void 0 !== data.spec && (validate525(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate525.errors : vErrors.concat(validate525.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate058.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2CrossNamespaceSourceReference.js
var validate106 = validate059;
function validate170(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate170.errors = vErrors, 0 === errors;
}
var schema2_enum9 = ["OCIRepository", "HelmChart", "ExternalArtifact"];
function validate336(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("OCIRepository" !== data && "HelmChart" !== data && "ExternalArtifact" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum9 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate336.errors = vErrors, 0 === errors;
}
function validate526(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate526.errors = vErrors, 0 === errors;
}
function validate715(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate715.errors = vErrors, 0 === errors;
}
function validate059(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate170(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate170.errors : vErrors.concat(validate170.errors)).length)), void 0 !== data.kind && (validate336(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate336.errors : vErrors.concat(validate336.errors)).length)), void 0 !== data.name && (validate526(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate526.errors : vErrors.concat(validate526.errors)).length)), void 0 !== data.namespace && (validate715(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate715.errors : vErrors.concat(validate715.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate059.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2CommonMetadata.js
var validate107 = validate337;
function validate171(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate171.errors = vErrors, 0 === errors;
}
function validate060(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate171(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate171.errors : vErrors.concat(validate171.errors)).length);
  return validate060.errors = vErrors, 0 === errors;
}
function validate337(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.annotations && (validate060(data.annotations, { instancePath: instancePath + "/annotations", parentData: data, parentDataProperty: "annotations", rootData }) || (errors = (vErrors = null === vErrors ? validate060.errors : vErrors.concat(validate060.errors)).length)), void 0 !== data.labels && (validate060(data.labels, { instancePath: instancePath + "/labels", parentData: data, parentDataProperty: "labels", rootData }) || (errors = (vErrors = null === vErrors ? validate060.errors : vErrors.concat(validate060.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate337.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2DependencyReference.js
var validate108 = validate173;
function validate226(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate226.errors = vErrors, 0 === errors;
}
function validate061(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate061.errors = vErrors, 0 === errors;
}
function validate173(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate226(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate226.errors : vErrors.concat(validate226.errors)).length)), void 0 !== data.namespace && (validate061(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate061.errors : vErrors.concat(validate061.errors)).length)), void 0 !== data.readyExpr && (validate061(data.readyExpr, { instancePath: instancePath + "/readyExpr", parentData: data, parentDataProperty: "readyExpr", rootData }) || (errors = (vErrors = null === vErrors ? validate061.errors : vErrors.concat(validate061.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate173.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2IgnoreRule.js
var validate109 = validate062;
function validate227(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate227.errors = vErrors, 0 === errors;
}
function validate174(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate227(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate227.errors : vErrors.concat(validate227.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate174.errors = vErrors, 0 === errors;
}
function validate527(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate527.errors = vErrors, 0 === errors;
}
function validate062(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.paths) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "paths" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.paths && (validate174(data.paths, { instancePath: instancePath + "/paths", parentData: data, parentDataProperty: "paths", rootData }) || (errors = (vErrors = null === vErrors ? validate174.errors : vErrors.concat(validate174.errors)).length)), void 0 !== data.target && (validate527(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData }) || (errors = (vErrors = null === vErrors ? validate527.errors : vErrors.concat(validate527.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate062.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2DriftDetectionMode.js
var validate175 = validate063;
function validate063(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate063.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2DriftDetection.js
var validate176 = validate064;
function validate228(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate109(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate109.errors : vErrors.concat(validate109.errors)).length), validate228.errors = vErrors, 0 === errors;
}
function validate177(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate228(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate228.errors : vErrors.concat(validate228.errors)).length);
  }
  return validate177.errors = vErrors, 0 === errors;
}
var schema4_enum2 = ["enabled", "warn", "disabled"];
function validate716(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate175(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate175.errors : vErrors.concat(validate175.errors)).length), "enabled" !== data && "warn" !== data && "disabled" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate716.errors = vErrors, 0 === errors;
}
function validate064(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.ignore && (validate177(data.ignore, { instancePath: instancePath + "/ignore", parentData: data, parentDataProperty: "ignore", rootData }) || (errors = (vErrors = null === vErrors ? validate177.errors : vErrors.concat(validate177.errors)).length)), void 0 !== data.mode && (validate716(data.mode, { instancePath: instancePath + "/mode", parentData: data, parentDataProperty: "mode", rootData }) || (errors = (vErrors = null === vErrors ? validate716.errors : vErrors.concat(validate716.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate064.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2CRDsPolicy.js
var validate178 = validate065;
function validate065(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate065.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2InstallRemediation.js
var validate179 = validate180;
function validate066(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate066.errors = vErrors, 0 === errors;
}
function validate414(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate414.errors = vErrors, 0 === errors;
}
function validate180(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.ignoreTestFailures && (validate066(data.ignoreTestFailures, { instancePath: instancePath + "/ignoreTestFailures", parentData: data, parentDataProperty: "ignoreTestFailures", rootData }) || (errors = (vErrors = null === vErrors ? validate066.errors : vErrors.concat(validate066.errors)).length)), void 0 !== data.remediateLastFailure && (validate066(data.remediateLastFailure, { instancePath: instancePath + "/remediateLastFailure", parentData: data, parentDataProperty: "remediateLastFailure", rootData }) || (errors = (vErrors = null === vErrors ? validate066.errors : vErrors.concat(validate066.errors)).length)), void 0 !== data.retries && (validate414(data.retries, { instancePath: instancePath + "/retries", parentData: data, parentDataProperty: "retries", rootData }) || (errors = (vErrors = null === vErrors ? validate414.errors : vErrors.concat(validate414.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate180.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2InstallStrategy.js
var validate181 = validate067;
var schema1_enum11 = ["RemediateOnFailure", "RetryOnFailure"];
function validate184(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("RemediateOnFailure" !== data && "RetryOnFailure" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum11 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate184.errors = vErrors, 0 === errors;
}
function validate338(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate338.errors = vErrors, 0 === errors;
}
function validate067(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate184(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate184.errors : vErrors.concat(validate184.errors)).length)), void 0 !== data.retryInterval && (validate338(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate338.errors : vErrors.concat(validate338.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate067.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Install.js
var validate185 = validate186;
var schema2_enum10 = ["Skip", "Create", "CreateReplace"];
function validate229(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate178(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate178.errors : vErrors.concat(validate178.errors)).length), "Skip" !== data && "Create" !== data && "CreateReplace" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum10 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate229.errors = vErrors, 0 === errors;
}
function validate068(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate068.errors = vErrors, 0 === errors;
}
function validate1313(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate179(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate179.errors : vErrors.concat(validate179.errors)).length)), validate1313.errors = vErrors, 0 === errors;
}
function validate203(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate181(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate181.errors : vErrors.concat(validate181.errors)).length)), validate203.errors = vErrors, 0 === errors;
}
function validate244(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate244.errors = vErrors, 0 === errors;
}
function validate186(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.crds && (validate229(data.crds, { instancePath: instancePath + "/crds", parentData: data, parentDataProperty: "crds", rootData }) || (errors = (vErrors = null === vErrors ? validate229.errors : vErrors.concat(validate229.errors)).length)), void 0 !== data.createNamespace && (validate068(data.createNamespace, { instancePath: instancePath + "/createNamespace", parentData: data, parentDataProperty: "createNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableHooks && (validate068(data.disableHooks, { instancePath: instancePath + "/disableHooks", parentData: data, parentDataProperty: "disableHooks", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableOpenAPIValidation && (validate068(data.disableOpenAPIValidation, { instancePath: instancePath + "/disableOpenAPIValidation", parentData: data, parentDataProperty: "disableOpenAPIValidation", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableSchemaValidation && (validate068(data.disableSchemaValidation, { instancePath: instancePath + "/disableSchemaValidation", parentData: data, parentDataProperty: "disableSchemaValidation", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableTakeOwnership && (validate068(data.disableTakeOwnership, { instancePath: instancePath + "/disableTakeOwnership", parentData: data, parentDataProperty: "disableTakeOwnership", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableWait && (validate068(data.disableWait, { instancePath: instancePath + "/disableWait", parentData: data, parentDataProperty: "disableWait", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.disableWaitForJobs && (validate068(data.disableWaitForJobs, { instancePath: instancePath + "/disableWaitForJobs", parentData: data, parentDataProperty: "disableWaitForJobs", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.remediation && (validate1313(data.remediation, { instancePath: instancePath + "/remediation", parentData: data, parentDataProperty: "remediation", rootData }) || (errors = (vErrors = null === vErrors ? validate1313.errors : vErrors.concat(validate1313.errors)).length)), void 0 !== data.replace && (validate068(data.replace, { instancePath: instancePath + "/replace", parentData: data, parentDataProperty: "replace", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.serverSideApply && (validate068(data.serverSideApply, { instancePath: instancePath + "/serverSideApply", parentData: data, parentDataProperty: "serverSideApply", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.skipCRDs && (validate068(data.skipCRDs, { instancePath: instancePath + "/skipCRDs", parentData: data, parentDataProperty: "skipCRDs", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.strategy && (validate203(data.strategy, { instancePath: instancePath + "/strategy", parentData: data, parentDataProperty: "strategy", rootData }) || (errors = (vErrors = null === vErrors ? validate203.errors : vErrors.concat(validate203.errors)).length)), void 0 !== data.timeout && (validate244(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate244.errors : vErrors.concat(validate244.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate186.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Kustomize.js
var validate187 = validate069;
function validate230(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate230.errors = vErrors, 0 === errors;
}
function validate188(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate230(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate230.errors : vErrors.concat(validate230.errors)).length);
  }
  return validate188.errors = vErrors, 0 === errors;
}
function validate811(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), validate811.errors = vErrors, 0 === errors;
}
function validate717(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate811(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate811.errors : vErrors.concat(validate811.errors)).length);
  }
  return validate717.errors = vErrors, 0 === errors;
}
function validate069(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.images && (validate188(data.images, { instancePath: instancePath + "/images", parentData: data, parentDataProperty: "images", rootData }) || (errors = (vErrors = null === vErrors ? validate188.errors : vErrors.concat(validate188.errors)).length)), void 0 !== data.patches && (validate717(data.patches, { instancePath: instancePath + "/patches", parentData: data, parentDataProperty: "patches", rootData }) || (errors = (vErrors = null === vErrors ? validate717.errors : vErrors.concat(validate717.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate069.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2PostRenderer.js
var validate189 = validate070;
function validate190(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate187(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate187.errors : vErrors.concat(validate187.errors)).length)), validate190.errors = vErrors, 0 === errors;
}
function validate070(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.kustomize && (validate190(data.kustomize, { instancePath: instancePath + "/kustomize", parentData: data, parentDataProperty: "kustomize", rootData }) || (errors = (vErrors = null === vErrors ? validate190.errors : vErrors.concat(validate190.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate070.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2ServerSideApplyMode.js
var validate191 = validate071;
function validate071(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate071.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Rollback.js
var validate193 = validate194;
function validate072(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate072.errors = vErrors, 0 === errors;
}
var schema2_enum11 = ["enabled", "disabled", "auto"];
function validate812(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate191(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate191.errors : vErrors.concat(validate191.errors)).length), "enabled" !== data && "disabled" !== data && "auto" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum11 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate812.errors = vErrors, 0 === errors;
}
function validate1212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1212.errors = vErrors, 0 === errors;
}
function validate194(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.cleanupOnFail && (validate072(data.cleanupOnFail, { instancePath: instancePath + "/cleanupOnFail", parentData: data, parentDataProperty: "cleanupOnFail", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.disableHooks && (validate072(data.disableHooks, { instancePath: instancePath + "/disableHooks", parentData: data, parentDataProperty: "disableHooks", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.disableWait && (validate072(data.disableWait, { instancePath: instancePath + "/disableWait", parentData: data, parentDataProperty: "disableWait", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.disableWaitForJobs && (validate072(data.disableWaitForJobs, { instancePath: instancePath + "/disableWaitForJobs", parentData: data, parentDataProperty: "disableWaitForJobs", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.force && (validate072(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.recreate && (validate072(data.recreate, { instancePath: instancePath + "/recreate", parentData: data, parentDataProperty: "recreate", rootData }) || (errors = (vErrors = null === vErrors ? validate072.errors : vErrors.concat(validate072.errors)).length)), void 0 !== data.serverSideApply && (validate812(data.serverSideApply, { instancePath: instancePath + "/serverSideApply", parentData: data, parentDataProperty: "serverSideApply", rootData }) || (errors = (vErrors = null === vErrors ? validate812.errors : vErrors.concat(validate812.errors)).length)), void 0 !== data.timeout && (validate1212(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate1212.errors : vErrors.concat(validate1212.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate194.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Filter.js
var validate195 = validate073;
function validate196(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate196.errors = vErrors, 0 === errors;
}
function validate339(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate339.errors = vErrors, 0 === errors;
}
function validate073(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.exclude && (validate196(data.exclude, { instancePath: instancePath + "/exclude", parentData: data, parentDataProperty: "exclude", rootData }) || (errors = (vErrors = null === vErrors ? validate196.errors : vErrors.concat(validate196.errors)).length)), void 0 !== data.name && (validate339(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate339.errors : vErrors.concat(validate339.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate073.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Test.js
var validate197 = validate198;
function validate074(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate074.errors = vErrors, 0 === errors;
}
function validate415(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate195(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate195.errors : vErrors.concat(validate195.errors)).length), validate415.errors = vErrors, 0 === errors;
}
function validate340(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate415(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate415.errors : vErrors.concat(validate415.errors)).length);
  }
  return validate340.errors = vErrors, 0 === errors;
}
function validate1010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1010.errors = vErrors, 0 === errors;
}
function validate198(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.enable && (validate074(data.enable, { instancePath: instancePath + "/enable", parentData: data, parentDataProperty: "enable", rootData }) || (errors = (vErrors = null === vErrors ? validate074.errors : vErrors.concat(validate074.errors)).length)), void 0 !== data.filters && (validate340(data.filters, { instancePath: instancePath + "/filters", parentData: data, parentDataProperty: "filters", rootData }) || (errors = (vErrors = null === vErrors ? validate340.errors : vErrors.concat(validate340.errors)).length)), void 0 !== data.ignoreFailures && (validate074(data.ignoreFailures, { instancePath: instancePath + "/ignoreFailures", parentData: data, parentDataProperty: "ignoreFailures", rootData }) || (errors = (vErrors = null === vErrors ? validate074.errors : vErrors.concat(validate074.errors)).length)), void 0 !== data.timeout && (validate1010(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate1010.errors : vErrors.concat(validate1010.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate198.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Uninstall.js
var validate199 = validate1100;
var schema2_enum12 = ["background", "foreground", "orphan"];
function validate231(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("background" !== data && "foreground" !== data && "orphan" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum12 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate231.errors = vErrors, 0 === errors;
}
function validate075(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate075.errors = vErrors, 0 === errors;
}
function validate718(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate718.errors = vErrors, 0 === errors;
}
function validate1100(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.deletionPropagation && (validate231(data.deletionPropagation, { instancePath: instancePath + "/deletionPropagation", parentData: data, parentDataProperty: "deletionPropagation", rootData }) || (errors = (vErrors = null === vErrors ? validate231.errors : vErrors.concat(validate231.errors)).length)), void 0 !== data.disableHooks && (validate075(data.disableHooks, { instancePath: instancePath + "/disableHooks", parentData: data, parentDataProperty: "disableHooks", rootData }) || (errors = (vErrors = null === vErrors ? validate075.errors : vErrors.concat(validate075.errors)).length)), void 0 !== data.disableWait && (validate075(data.disableWait, { instancePath: instancePath + "/disableWait", parentData: data, parentDataProperty: "disableWait", rootData }) || (errors = (vErrors = null === vErrors ? validate075.errors : vErrors.concat(validate075.errors)).length)), void 0 !== data.keepHistory && (validate075(data.keepHistory, { instancePath: instancePath + "/keepHistory", parentData: data, parentDataProperty: "keepHistory", rootData }) || (errors = (vErrors = null === vErrors ? validate075.errors : vErrors.concat(validate075.errors)).length)), void 0 !== data.timeout && (validate718(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate718.errors : vErrors.concat(validate718.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1100.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2RemediationStrategy.js
var validate200 = validate076;
function validate076(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate076.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2UpgradeRemediation.js
var validate201 = validate1101;
function validate077(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate077.errors = vErrors, 0 === errors;
}
function validate416(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate416.errors = vErrors, 0 === errors;
}
var schema3_enum = ["rollback", "uninstall"];
function validate615(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate200(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate200.errors : vErrors.concat(validate200.errors)).length), "rollback" !== data && "uninstall" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema3_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate615.errors = vErrors, 0 === errors;
}
function validate1101(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.ignoreTestFailures && (validate077(data.ignoreTestFailures, { instancePath: instancePath + "/ignoreTestFailures", parentData: data, parentDataProperty: "ignoreTestFailures", rootData }) || (errors = (vErrors = null === vErrors ? validate077.errors : vErrors.concat(validate077.errors)).length)), void 0 !== data.remediateLastFailure && (validate077(data.remediateLastFailure, { instancePath: instancePath + "/remediateLastFailure", parentData: data, parentDataProperty: "remediateLastFailure", rootData }) || (errors = (vErrors = null === vErrors ? validate077.errors : vErrors.concat(validate077.errors)).length)), void 0 !== data.retries && (validate416(data.retries, { instancePath: instancePath + "/retries", parentData: data, parentDataProperty: "retries", rootData }) || (errors = (vErrors = null === vErrors ? validate416.errors : vErrors.concat(validate416.errors)).length)), void 0 !== data.strategy && (validate615(data.strategy, { instancePath: instancePath + "/strategy", parentData: data, parentDataProperty: "strategy", rootData }) || (errors = (vErrors = null === vErrors ? validate615.errors : vErrors.concat(validate615.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1101.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2UpgradeStrategy.js
var validate204 = validate078;
var schema1_enum12 = ["RemediateOnFailure", "RetryOnFailure"];
function validate1102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("RemediateOnFailure" !== data && "RetryOnFailure" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum12 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1102.errors = vErrors, 0 === errors;
}
function validate341(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate341.errors = vErrors, 0 === errors;
}
function validate078(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate1102(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate1102.errors : vErrors.concat(validate1102.errors)).length)), void 0 !== data.retryInterval && (validate341(data.retryInterval, { instancePath: instancePath + "/retryInterval", parentData: data, parentDataProperty: "retryInterval", rootData }) || (errors = (vErrors = null === vErrors ? validate341.errors : vErrors.concat(validate341.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate078.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Upgrade.js
var validate205 = validate1103;
function validate079(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate079.errors = vErrors, 0 === errors;
}
var schema2_enum13 = ["Skip", "Create", "CreateReplace"];
function validate342(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate178(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate178.errors : vErrors.concat(validate178.errors)).length), "Skip" !== data && "Create" !== data && "CreateReplace" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum13 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate342.errors = vErrors, 0 === errors;
}
function validate1510(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate201(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate201.errors : vErrors.concat(validate201.errors)).length)), validate1510.errors = vErrors, 0 === errors;
}
var schema6_enum = ["enabled", "disabled", "auto"];
function validate1910(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate191(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate191.errors : vErrors.concat(validate191.errors)).length), "enabled" !== data && "disabled" !== data && "auto" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema6_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1910.errors = vErrors, 0 === errors;
}
function validate234(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate204(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate204.errors : vErrors.concat(validate204.errors)).length)), validate234.errors = vErrors, 0 === errors;
}
function validate273(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate273.errors = vErrors, 0 === errors;
}
function validate1103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.cleanupOnFail && (validate079(data.cleanupOnFail, { instancePath: instancePath + "/cleanupOnFail", parentData: data, parentDataProperty: "cleanupOnFail", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.crds && (validate342(data.crds, { instancePath: instancePath + "/crds", parentData: data, parentDataProperty: "crds", rootData }) || (errors = (vErrors = null === vErrors ? validate342.errors : vErrors.concat(validate342.errors)).length)), void 0 !== data.disableHooks && (validate079(data.disableHooks, { instancePath: instancePath + "/disableHooks", parentData: data, parentDataProperty: "disableHooks", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.disableOpenAPIValidation && (validate079(data.disableOpenAPIValidation, { instancePath: instancePath + "/disableOpenAPIValidation", parentData: data, parentDataProperty: "disableOpenAPIValidation", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.disableSchemaValidation && (validate079(data.disableSchemaValidation, { instancePath: instancePath + "/disableSchemaValidation", parentData: data, parentDataProperty: "disableSchemaValidation", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.disableTakeOwnership && (validate079(data.disableTakeOwnership, { instancePath: instancePath + "/disableTakeOwnership", parentData: data, parentDataProperty: "disableTakeOwnership", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.disableWait && (validate079(data.disableWait, { instancePath: instancePath + "/disableWait", parentData: data, parentDataProperty: "disableWait", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.disableWaitForJobs && (validate079(data.disableWaitForJobs, { instancePath: instancePath + "/disableWaitForJobs", parentData: data, parentDataProperty: "disableWaitForJobs", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.force && (validate079(data.force, { instancePath: instancePath + "/force", parentData: data, parentDataProperty: "force", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.preserveValues && (validate079(data.preserveValues, { instancePath: instancePath + "/preserveValues", parentData: data, parentDataProperty: "preserveValues", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.remediation && (validate1510(data.remediation, { instancePath: instancePath + "/remediation", parentData: data, parentDataProperty: "remediation", rootData }) || (errors = (vErrors = null === vErrors ? validate1510.errors : vErrors.concat(validate1510.errors)).length)), void 0 !== data.serverSideApply && (validate1910(data.serverSideApply, { instancePath: instancePath + "/serverSideApply", parentData: data, parentDataProperty: "serverSideApply", rootData }) || (errors = (vErrors = null === vErrors ? validate1910.errors : vErrors.concat(validate1910.errors)).length)), void 0 !== data.strategy && (validate234(data.strategy, { instancePath: instancePath + "/strategy", parentData: data, parentDataProperty: "strategy", rootData }) || (errors = (vErrors = null === vErrors ? validate234.errors : vErrors.concat(validate234.errors)).length)), void 0 !== data.timeout && (validate273(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate273.errors : vErrors.concat(validate273.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1103.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaValuesReference.js
var validate206 = validate080;
var schema1_enum13 = ["Secret", "ConfigMap"];
function validate1104(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Secret" !== data && "ConfigMap" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum13 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1104.errors = vErrors, 0 === errors;
}
function validate343(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate343.errors = vErrors, 0 === errors;
}
function validate528(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate528.errors = vErrors, 0 === errors;
}
var pattern0 = RegExp("^([a-zA-Z0-9_\\-.\\\\\\/]|\\[[0-9]{1,5}\\])+$", "u");
function validate719(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 250) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 250 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!pattern0.test(data)) {
      let err2 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^([a-zA-Z0-9_\\-.\\\\\\/]|\\[[0-9]{1,5}\\])+$" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate719.errors = vErrors, 0 === errors;
}
var pattern1 = RegExp("^[\\-._a-zA-Z0-9]+$", "u");
function validate911(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 253) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 253 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (!pattern1.test(data)) {
      let err2 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[\\-._a-zA-Z0-9]+$" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate911.errors = vErrors, 0 === errors;
}
function validate080(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.kind && (validate1104(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate1104.errors : vErrors.concat(validate1104.errors)).length)), void 0 !== data.name && (validate343(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate343.errors : vErrors.concat(validate343.errors)).length)), void 0 !== data.optional && (validate528(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate528.errors : vErrors.concat(validate528.errors)).length)), void 0 !== data.targetPath && (validate719(data.targetPath, { instancePath: instancePath + "/targetPath", parentData: data, parentDataProperty: "targetPath", rootData }) || (errors = (vErrors = null === vErrors ? validate719.errors : vErrors.concat(validate719.errors)).length)), void 0 !== data.valuesKey && (validate911(data.valuesKey, { instancePath: instancePath + "/valuesKey", parentData: data, parentDataProperty: "valuesKey", rootData }) || (errors = (vErrors = null === vErrors ? validate911.errors : vErrors.concat(validate911.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate080.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2WaitStrategyName.js
var validate207 = validate081;
function validate081(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate081.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2WaitStrategy.js
var validate208 = validate082;
var schema1_enum14 = ["poller", "legacy"];
function validate1105(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate207(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate207.errors : vErrors.concat(validate207.errors)).length), "poller" !== data && "legacy" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum14 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1105.errors = vErrors, 0 === errors;
}
function validate082(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate1105(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate1105.errors : vErrors.concat(validate1105.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate082.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmReleaseSpec.js
var validate209 = validate235;
function validate344(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate105(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate105.errors : vErrors.concat(validate105.errors)).length)), validate344.errors = vErrors, 0 === errors;
}
function validate720(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate106(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate106.errors : vErrors.concat(validate106.errors)).length)), validate720.errors = vErrors, 0 === errors;
}
function validate1111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate107(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate107.errors : vErrors.concat(validate107.errors)).length)), validate1111.errors = vErrors, 0 === errors;
}
function validate1610(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate108(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate108.errors : vErrors.concat(validate108.errors)).length), validate1610.errors = vErrors, 0 === errors;
}
function validate1511(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1610(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1610.errors : vErrors.concat(validate1610.errors)).length);
  }
  return validate1511.errors = vErrors, 0 === errors;
}
function validate2112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate176(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate176.errors : vErrors.concat(validate176.errors)).length)), validate2112.errors = vErrors, 0 === errors;
}
function validate264(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate264.errors = vErrors, 0 === errors;
}
function validate252(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate264(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate264.errors : vErrors.concat(validate264.errors)).length);
  }
  return validate252.errors = vErrors, 0 === errors;
}
function validate3110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate185(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate185.errors : vErrors.concat(validate185.errors)).length)), validate3110.errors = vErrors, 0 === errors;
}
function validate352(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate352.errors = vErrors, 0 === errors;
}
function validate372(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate37(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), validate372.errors = vErrors, 0 === errors;
}
function validate417(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate417.errors = vErrors, 0 === errors;
}
function validate083(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate083.errors = vErrors, 0 === errors;
}
function validate453(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate189(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate189.errors : vErrors.concat(validate189.errors)).length), validate453.errors = vErrors, 0 === errors;
}
function validate443(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate453(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate453.errors : vErrors.concat(validate453.errors)).length);
  }
  return validate443.errors = vErrors, 0 === errors;
}
function validate502(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 53) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 53 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate502.errors = vErrors, 0 === errors;
}
function validate529(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate193(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate193.errors : vErrors.concat(validate193.errors)).length)), validate529.errors = vErrors, 0 === errors;
}
function validate562(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("string" == typeof data) {
    if (ucs2length_default(data) > 253) {
      let err1 = { instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 253 } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (1 > ucs2length_default(data)) {
      let err2 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
  }
  return validate562.errors = vErrors, 0 === errors;
}
function validate1106(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate1106.errors = vErrors, 0 === errors;
}
function validate616(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate197(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate197.errors : vErrors.concat(validate197.errors)).length)), validate616.errors = vErrors, 0 === errors;
}
function validate653(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate653.errors = vErrors, 0 === errors;
}
function validate673(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate199(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate199.errors : vErrors.concat(validate199.errors)).length)), validate673.errors = vErrors, 0 === errors;
}
function validate7110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate205(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate205.errors : vErrors.concat(validate205.errors)).length)), validate7110.errors = vErrors, 0 === errors;
}
function validate753(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate70(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length)), validate753.errors = vErrors, 0 === errors;
}
function validate802(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate206(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate206.errors : vErrors.concat(validate206.errors)).length), validate802.errors = vErrors, 0 === errors;
}
function validate792(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate802(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate802.errors : vErrors.concat(validate802.errors)).length);
  }
  return validate792.errors = vErrors, 0 === errors;
}
function validate852(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate208(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate208.errors : vErrors.concat(validate208.errors)).length)), validate852.errors = vErrors, 0 === errors;
}
function validate235(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.interval) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interval" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.chart && (validate344(data.chart, { instancePath: instancePath + "/chart", parentData: data, parentDataProperty: "chart", rootData }) || (errors = (vErrors = null === vErrors ? validate344.errors : vErrors.concat(validate344.errors)).length)), void 0 !== data.chartRef && (validate720(data.chartRef, { instancePath: instancePath + "/chartRef", parentData: data, parentDataProperty: "chartRef", rootData }) || (errors = (vErrors = null === vErrors ? validate720.errors : vErrors.concat(validate720.errors)).length)), void 0 !== data.commonMetadata && (validate1111(data.commonMetadata, { instancePath: instancePath + "/commonMetadata", parentData: data, parentDataProperty: "commonMetadata", rootData }) || (errors = (vErrors = null === vErrors ? validate1111.errors : vErrors.concat(validate1111.errors)).length)), void 0 !== data.dependsOn && (validate1511(data.dependsOn, { instancePath: instancePath + "/dependsOn", parentData: data, parentDataProperty: "dependsOn", rootData }) || (errors = (vErrors = null === vErrors ? validate1511.errors : vErrors.concat(validate1511.errors)).length)), void 0 !== data.driftDetection && (validate2112(data.driftDetection, { instancePath: instancePath + "/driftDetection", parentData: data, parentDataProperty: "driftDetection", rootData }) || (errors = (vErrors = null === vErrors ? validate2112.errors : vErrors.concat(validate2112.errors)).length)), void 0 !== data.healthCheckExprs && (validate252(data.healthCheckExprs, { instancePath: instancePath + "/healthCheckExprs", parentData: data, parentDataProperty: "healthCheckExprs", rootData }) || (errors = (vErrors = null === vErrors ? validate252.errors : vErrors.concat(validate252.errors)).length)), void 0 !== data.install && (validate3110(data.install, { instancePath: instancePath + "/install", parentData: data, parentDataProperty: "install", rootData }) || (errors = (vErrors = null === vErrors ? validate3110.errors : vErrors.concat(validate3110.errors)).length)), void 0 !== data.interval && (validate352(data.interval, { instancePath: instancePath + "/interval", parentData: data, parentDataProperty: "interval", rootData }) || (errors = (vErrors = null === vErrors ? validate352.errors : vErrors.concat(validate352.errors)).length)), void 0 !== data.kubeConfig && (validate372(data.kubeConfig, { instancePath: instancePath + "/kubeConfig", parentData: data, parentDataProperty: "kubeConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate372.errors : vErrors.concat(validate372.errors)).length)), void 0 !== data.maxHistory && (validate417(data.maxHistory, { instancePath: instancePath + "/maxHistory", parentData: data, parentDataProperty: "maxHistory", rootData }) || (errors = (vErrors = null === vErrors ? validate417.errors : vErrors.concat(validate417.errors)).length)), void 0 !== data.persistentClient && (validate083(data.persistentClient, { instancePath: instancePath + "/persistentClient", parentData: data, parentDataProperty: "persistentClient", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.postRenderers && (validate443(data.postRenderers, { instancePath: instancePath + "/postRenderers", parentData: data, parentDataProperty: "postRenderers", rootData }) || (errors = (vErrors = null === vErrors ? validate443.errors : vErrors.concat(validate443.errors)).length)), void 0 !== data.releaseName && (validate502(data.releaseName, { instancePath: instancePath + "/releaseName", parentData: data, parentDataProperty: "releaseName", rootData }) || (errors = (vErrors = null === vErrors ? validate502.errors : vErrors.concat(validate502.errors)).length)), void 0 !== data.rollback && (validate529(data.rollback, { instancePath: instancePath + "/rollback", parentData: data, parentDataProperty: "rollback", rootData }) || (errors = (vErrors = null === vErrors ? validate529.errors : vErrors.concat(validate529.errors)).length)), void 0 !== data.serviceAccountName && (validate562(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate562.errors : vErrors.concat(validate562.errors)).length)), void 0 !== data.storageNamespace && (validate1106(data.storageNamespace, { instancePath: instancePath + "/storageNamespace", parentData: data, parentDataProperty: "storageNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate1106.errors : vErrors.concat(validate1106.errors)).length)), void 0 !== data.suspend && (validate083(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.targetNamespace && (validate1106(data.targetNamespace, { instancePath: instancePath + "/targetNamespace", parentData: data, parentDataProperty: "targetNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate1106.errors : vErrors.concat(validate1106.errors)).length)), void 0 !== data.test && (validate616(data.test, { instancePath: instancePath + "/test", parentData: data, parentDataProperty: "test", rootData }) || (errors = (vErrors = null === vErrors ? validate616.errors : vErrors.concat(validate616.errors)).length)), void 0 !== data.timeout && (validate653(data.timeout, { instancePath: instancePath + "/timeout", parentData: data, parentDataProperty: "timeout", rootData }) || (errors = (vErrors = null === vErrors ? validate653.errors : vErrors.concat(validate653.errors)).length)), void 0 !== data.uninstall && (validate673(data.uninstall, { instancePath: instancePath + "/uninstall", parentData: data, parentDataProperty: "uninstall", rootData }) || (errors = (vErrors = null === vErrors ? validate673.errors : vErrors.concat(validate673.errors)).length)), void 0 !== data.upgrade && (validate7110(data.upgrade, { instancePath: instancePath + "/upgrade", parentData: data, parentDataProperty: "upgrade", rootData }) || (errors = (vErrors = null === vErrors ? validate7110.errors : vErrors.concat(validate7110.errors)).length)), void 0 !== data.values && (validate753(data.values, { instancePath: instancePath + "/values", parentData: data, parentDataProperty: "values", rootData }) || (errors = (vErrors = null === vErrors ? validate753.errors : vErrors.concat(validate753.errors)).length)), void 0 !== data.valuesFrom && (validate792(data.valuesFrom, { instancePath: instancePath + "/valuesFrom", parentData: data, parentDataProperty: "valuesFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate792.errors : vErrors.concat(validate792.errors)).length)), void 0 !== data.waitStrategy && (validate852(data.waitStrategy, { instancePath: instancePath + "/waitStrategy", parentData: data, parentDataProperty: "waitStrategy", rootData }) || (errors = (vErrors = null === vErrors ? validate852.errors : vErrors.concat(validate852.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate235.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdPkgApisMetaForceRequestStatus.js
var validate236 = validate084;
function validate1107(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1107.errors = vErrors, 0 === errors;
}
function validate084(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.lastHandledForceAt && (validate1107(data.lastHandledForceAt, { instancePath: instancePath + "/lastHandledForceAt", parentData: data, parentDataProperty: "lastHandledForceAt", rootData }) || (errors = (vErrors = null === vErrors ? validate1107.errors : vErrors.concat(validate1107.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate084.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2ReleaseAction.js
var validate237 = validate085;
function validate085(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate085.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2TestHookStatus.js
var validate238 = validate345;
function validate086(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate086.errors = vErrors, 0 === errors;
}
function validate617(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate617.errors = vErrors, 0 === errors;
}
function validate345(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.lastCompleted && (validate086(data.lastCompleted, { instancePath: instancePath + "/lastCompleted", parentData: data, parentDataProperty: "lastCompleted", rootData }) || (errors = (vErrors = null === vErrors ? validate086.errors : vErrors.concat(validate086.errors)).length)), void 0 !== data.lastStarted && (validate086(data.lastStarted, { instancePath: instancePath + "/lastStarted", parentData: data, parentDataProperty: "lastStarted", rootData }) || (errors = (vErrors = null === vErrors ? validate086.errors : vErrors.concat(validate086.errors)).length)), void 0 !== data.phase && (validate617(data.phase, { instancePath: instancePath + "/phase", parentData: data, parentDataProperty: "phase", rootData }) || (errors = (vErrors = null === vErrors ? validate617.errors : vErrors.concat(validate617.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate345.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Snapshot.js
var validate239 = validate530;
function validate618(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate237(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate237.errors : vErrors.concat(validate237.errors)).length), validate618.errors = vErrors, 0 === errors;
}
function validate087(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate087.errors = vErrors, 0 === errors;
}
function validate1108(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1108.errors = vErrors, 0 === errors;
}
function validate1512(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate1512.errors = vErrors, 0 === errors;
}
function validate240(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate240.errors = vErrors, 0 === errors;
}
function validate265(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate238(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate238.errors : vErrors.concat(validate238.errors)).length), validate265.errors = vErrors, 0 === errors;
}
function validate253(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate265(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate265.errors : vErrors.concat(validate265.errors)).length);
  return validate253.errors = vErrors, 0 === errors;
}
function validate3111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate3111.errors = vErrors, 0 === errors;
}
function validate530(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.chartName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chartName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.chartVersion) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chartVersion" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.configDigest) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "configDigest" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.digest) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "digest" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.firstDeployed) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "firstDeployed" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    if (void 0 === data.lastDeployed) {
      let err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lastDeployed" } };
      null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
    }
    if (void 0 === data.name) {
      let err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
    if (void 0 === data.namespace) {
      let err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "namespace" } };
      null === vErrors ? vErrors = [err7] : vErrors.push(err7), errors++;
    }
    if (void 0 === data.status) {
      let err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err8] : vErrors.push(err8), errors++;
    }
    if (void 0 === data.version) {
      let err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
      null === vErrors ? vErrors = [err9] : vErrors.push(err9), errors++;
    }
    void 0 !== data.action && (validate618(data.action, { instancePath: instancePath + "/action", parentData: data, parentDataProperty: "action", rootData }) || (errors = (vErrors = null === vErrors ? validate618.errors : vErrors.concat(validate618.errors)).length)), void 0 !== data.apiVersion && (validate087(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate087.errors : vErrors.concat(validate087.errors)).length)), void 0 !== data.appVersion && (validate087(data.appVersion, { instancePath: instancePath + "/appVersion", parentData: data, parentDataProperty: "appVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate087.errors : vErrors.concat(validate087.errors)).length)), void 0 !== data.chartName && (validate1108(data.chartName, { instancePath: instancePath + "/chartName", parentData: data, parentDataProperty: "chartName", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.chartVersion && (validate1108(data.chartVersion, { instancePath: instancePath + "/chartVersion", parentData: data, parentDataProperty: "chartVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.configDigest && (validate1108(data.configDigest, { instancePath: instancePath + "/configDigest", parentData: data, parentDataProperty: "configDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.deleted && (validate1512(data.deleted, { instancePath: instancePath + "/deleted", parentData: data, parentDataProperty: "deleted", rootData }) || (errors = (vErrors = null === vErrors ? validate1512.errors : vErrors.concat(validate1512.errors)).length)), void 0 !== data.digest && (validate1108(data.digest, { instancePath: instancePath + "/digest", parentData: data, parentDataProperty: "digest", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.firstDeployed && (validate240(data.firstDeployed, { instancePath: instancePath + "/firstDeployed", parentData: data, parentDataProperty: "firstDeployed", rootData }) || (errors = (vErrors = null === vErrors ? validate240.errors : vErrors.concat(validate240.errors)).length)), void 0 !== data.lastDeployed && (validate240(data.lastDeployed, { instancePath: instancePath + "/lastDeployed", parentData: data, parentDataProperty: "lastDeployed", rootData }) || (errors = (vErrors = null === vErrors ? validate240.errors : vErrors.concat(validate240.errors)).length)), void 0 !== data.name && (validate1108(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.namespace && (validate1108(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.ociDigest && (validate087(data.ociDigest, { instancePath: instancePath + "/ociDigest", parentData: data, parentDataProperty: "ociDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate087.errors : vErrors.concat(validate087.errors)).length)), void 0 !== data.status && (validate1108(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.testHooks && (validate253(data.testHooks, { instancePath: instancePath + "/testHooks", parentData: data, parentDataProperty: "testHooks", rootData }) || (errors = (vErrors = null === vErrors ? validate253.errors : vErrors.concat(validate253.errors)).length)), void 0 !== data.version && (validate3111(data.version, { instancePath: instancePath + "/version", parentData: data, parentDataProperty: "version", rootData }) || (errors = (vErrors = null === vErrors ? validate3111.errors : vErrors.concat(validate3111.errors)).length));
  } else {
    let err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err10] : vErrors.push(err10), errors++;
  }
  return validate530.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2Snapshots.js
var validate241 = validate088;
function validate1109(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate239(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate239.errors : vErrors.concat(validate239.errors)).length), validate1109.errors = vErrors, 0 === errors;
}
function validate088(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1109(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1109.errors : vErrors.concat(validate1109.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate088.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2ResourceRef.js
var validate245 = validate1112;
function validate089(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate089.errors = vErrors, 0 === errors;
}
function validate1112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.id && (validate089(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (errors = (vErrors = null === vErrors ? validate089.errors : vErrors.concat(validate089.errors)).length)), void 0 !== data.v && (validate089(data.v, { instancePath: instancePath + "/v", parentData: data, parentDataProperty: "v", rootData }) || (errors = (vErrors = null === vErrors ? validate089.errors : vErrors.concat(validate089.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1112.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2ResourceInventory.js
var validate246 = validate090;
function validate247(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate245(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate245.errors : vErrors.concat(validate245.errors)).length), validate247.errors = vErrors, 0 === errors;
}
function validate1113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate247(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate247.errors : vErrors.concat(validate247.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1113.errors = vErrors, 0 === errors;
}
function validate090(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.entries) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entries" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.entries && (validate1113(data.entries, { instancePath: instancePath + "/entries", parentData: data, parentDataProperty: "entries", rootData }) || (errors = (vErrors = null === vErrors ? validate1113.errors : vErrors.concat(validate1113.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate090.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmReleaseStatus.js
var validate248 = validate250;
function validate346(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length), validate346.errors = vErrors, 0 === errors;
}
function validate721(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate236(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate236.errors : vErrors.concat(validate236.errors)).length), validate721.errors = vErrors, 0 === errors;
}
function validate1213(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate49(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length), validate1213.errors = vErrors, 0 === errors;
}
function validate1114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1213(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1213.errors : vErrors.concat(validate1213.errors)).length);
  }
  return validate1114.errors = vErrors, 0 === errors;
}
var formats08 = formats.int64;
function validate091(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats08.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate091.errors = vErrors, 0 === errors;
}
function validate1115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1115.errors = vErrors, 0 === errors;
}
function validate1911(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate241(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate241.errors : vErrors.concat(validate241.errors)).length)), validate1911.errors = vErrors, 0 === errors;
}
function validate249(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate246(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate246.errors : vErrors.concat(validate246.errors)).length)), validate249.errors = vErrors, 0 === errors;
}
var schema14_enum = ["install", "upgrade"];
function validate303(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (validate237(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate237.errors : vErrors.concat(validate237.errors)).length), "install" !== data && "upgrade" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema14_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate303.errors = vErrors, 0 === errors;
}
function validate394(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate394.errors = vErrors, 0 === errors;
}
function validate444(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  return validate444.errors = vErrors, 0 === errors;
}
function validate250(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (validate346(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate346.errors : vErrors.concat(validate346.errors)).length), validate721(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate721.errors : vErrors.concat(validate721.errors)).length), data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.conditions && (validate1114(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate1114.errors : vErrors.concat(validate1114.errors)).length)), void 0 !== data.failures && (validate091(data.failures, { instancePath: instancePath + "/failures", parentData: data, parentDataProperty: "failures", rootData }) || (errors = (vErrors = null === vErrors ? validate091.errors : vErrors.concat(validate091.errors)).length)), void 0 !== data.helmChart && (validate1115(data.helmChart, { instancePath: instancePath + "/helmChart", parentData: data, parentDataProperty: "helmChart", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.history && (validate1911(data.history, { instancePath: instancePath + "/history", parentData: data, parentDataProperty: "history", rootData }) || (errors = (vErrors = null === vErrors ? validate1911.errors : vErrors.concat(validate1911.errors)).length)), void 0 !== data.installFailures && (validate091(data.installFailures, { instancePath: instancePath + "/installFailures", parentData: data, parentDataProperty: "installFailures", rootData }) || (errors = (vErrors = null === vErrors ? validate091.errors : vErrors.concat(validate091.errors)).length)), void 0 !== data.inventory && (validate249(data.inventory, { instancePath: instancePath + "/inventory", parentData: data, parentDataProperty: "inventory", rootData }) || (errors = (vErrors = null === vErrors ? validate249.errors : vErrors.concat(validate249.errors)).length)), void 0 !== data.lastAttemptedConfigDigest && (validate1115(data.lastAttemptedConfigDigest, { instancePath: instancePath + "/lastAttemptedConfigDigest", parentData: data, parentDataProperty: "lastAttemptedConfigDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastAttemptedGeneration && (validate091(data.lastAttemptedGeneration, { instancePath: instancePath + "/lastAttemptedGeneration", parentData: data, parentDataProperty: "lastAttemptedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate091.errors : vErrors.concat(validate091.errors)).length)), void 0 !== data.lastAttemptedReleaseAction && (validate303(data.lastAttemptedReleaseAction, { instancePath: instancePath + "/lastAttemptedReleaseAction", parentData: data, parentDataProperty: "lastAttemptedReleaseAction", rootData }) || (errors = (vErrors = null === vErrors ? validate303.errors : vErrors.concat(validate303.errors)).length)), void 0 !== data.lastAttemptedReleaseActionDuration && (validate1115(data.lastAttemptedReleaseActionDuration, { instancePath: instancePath + "/lastAttemptedReleaseActionDuration", parentData: data, parentDataProperty: "lastAttemptedReleaseActionDuration", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastAttemptedRevision && (validate1115(data.lastAttemptedRevision, { instancePath: instancePath + "/lastAttemptedRevision", parentData: data, parentDataProperty: "lastAttemptedRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastAttemptedRevisionDigest && (validate1115(data.lastAttemptedRevisionDigest, { instancePath: instancePath + "/lastAttemptedRevisionDigest", parentData: data, parentDataProperty: "lastAttemptedRevisionDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastAttemptedValuesChecksum && (validate1115(data.lastAttemptedValuesChecksum, { instancePath: instancePath + "/lastAttemptedValuesChecksum", parentData: data, parentDataProperty: "lastAttemptedValuesChecksum", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastHandledResetAt && (validate1115(data.lastHandledResetAt, { instancePath: instancePath + "/lastHandledResetAt", parentData: data, parentDataProperty: "lastHandledResetAt", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.lastReleaseRevision && (validate394(data.lastReleaseRevision, { instancePath: instancePath + "/lastReleaseRevision", parentData: data, parentDataProperty: "lastReleaseRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate394.errors : vErrors.concat(validate394.errors)).length)), void 0 !== data.observedCommonMetadataDigest && (validate1115(data.observedCommonMetadataDigest, { instancePath: instancePath + "/observedCommonMetadataDigest", parentData: data, parentDataProperty: "observedCommonMetadataDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.observedGeneration && (validate091(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate091.errors : vErrors.concat(validate091.errors)).length)), void 0 !== data.observedPostRenderersDigest && (validate1115(data.observedPostRenderersDigest, { instancePath: instancePath + "/observedPostRenderersDigest", parentData: data, parentDataProperty: "observedPostRenderersDigest", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.storageNamespace && (validate444(data.storageNamespace, { instancePath: instancePath + "/storageNamespace", parentData: data, parentDataProperty: "storageNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate444.errors : vErrors.concat(validate444.errors)).length)), void 0 !== data.upgradeFailures && (validate091(data.upgradeFailures, { instancePath: instancePath + "/upgradeFailures", parentData: data, parentDataProperty: "upgradeFailures", rootData }) || (errors = (vErrors = null === vErrors ? validate091.errors : vErrors.concat(validate091.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate250.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/_schemas/ComGithubFluxcdHelmControllerApiV2HelmRelease.js
var validate251 = validate092;
var schema1_enum15 = ["helm.toolkit.fluxcd.io/v2"];
function validate1116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("helm.toolkit.fluxcd.io/v2" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum15 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1116.errors = vErrors, 0 === errors;
}
var schema2_enum14 = ["HelmRelease"];
function validate347(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("HelmRelease" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum14 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate347.errors = vErrors, 0 === errors;
}
function validate531(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate531.errors = vErrors, 0 === errors;
}
function validate912(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate209(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate209.errors : vErrors.concat(validate209.errors)).length)), validate912.errors = vErrors, 0 === errors;
}
function validate1314(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate248(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate248.errors : vErrors.concat(validate248.errors)).length)), validate1314.errors = vErrors, 0 === errors;
}
function validate092(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate1116(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate1116.errors : vErrors.concat(validate1116.errors)).length)), void 0 !== data.kind && (validate347(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate347.errors : vErrors.concat(validate347.errors)).length)), void 0 !== data.metadata && (validate531(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate531.errors : vErrors.concat(validate531.errors)).length)), void 0 !== data.spec && (validate912(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate912.errors : vErrors.concat(validate912.errors)).length)), void 0 !== data.status && (validate1314(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate1314.errors : vErrors.concat(validate1314.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate092.errors = vErrors, 0 === errors;
}

// node_modules/@kubernetes-models/flux-cd/helm.toolkit.fluxcd.io/v2/HelmRelease.js
var HelmRelease = class _HelmRelease extends Model {
  static {
    this.apiVersion = "helm.toolkit.fluxcd.io/v2";
  }
  static {
    this.kind = "HelmRelease";
  }
  static {
    this.is = createTypeMetaGuard(_HelmRelease);
  }
  constructor(data) {
    super(), this.setDefinedProps({ apiVersion: _HelmRelease.apiVersion, kind: _HelmRelease.kind, ...data });
  }
};
setValidateFunc(HelmRelease, validate251);

// src/helm/messages.ts
function valuesReference({ object, kind, key, optional: optional2 }) {
  return `could not resolve${optional2 ? " optional" : ""} ${kind} chart values reference ${object} with key '${key}'`;
}
var valuesText = {
  notFound: (ref) => `${valuesReference(ref)}: resource not found`,
  keyNotFound: (ref) => `${valuesReference(ref)}: key not found`,
  unsupportedKind: (ref) => `${valuesReference(ref)}: unsupported values reference kind`,
  /** The reader could not tell whether the object exists (no cluster, a denied read): never guessed. */
  unread: (ref, why) => `${valuesReference(ref)}: cannot read ${ref.object}: ${why}`,
  notValues: (ref, why) => `${valuesReference(ref)}: failed to read values data: ${why}`,
  notAMapping: (found) => `the values document is ${found}, not a YAML mapping`,
  mergeFailed: (ref, why) => `${valuesReference(ref)}: failed to merge value: ${why}`,
  /** chartutil logs these and goes on: a warning, not a failure. */
  skipped: (ref, why) => `${valuesReference(ref)}: ${why}, skipped`
};
var definitionText = {
  chartOrChartRef: "either chart or chartRef must be set",
  kubeConfigOneOf: "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
  remediateRetry: ".retryInterval cannot be set when .name is 'RemediateOnFailure'",
  retryOnly: ".retryInterval can only be set when .name is 'RetryOnFailure'"
};
var releaseText = {
  invalid: (release, problems) => `${release}: invalid: ${problems.join("; ")}`,
  /** `message` names the chart already (a fetch or render error). */
  failed: (release, message) => `${release}: ${message}`,
  failedWith: (release, chart, message) => `${release}: ${chart}: ${message}`,
  /** The same failure as a release already named (a source that is down): said once, there. */
  failedAsOther: (release, other) => `${release}: fails as ${other} does (said there)`,
  previousUnread: (release, reason) => `${release}: the objects an upgrade would delete are not listed: its current release could not be read (${reason})`
};
var chartText = {
  chartFailed: (source, url, chart, version, reason) => `chart '${chart}'${version ? ` version '${version}'` : ""} from ${source}${url ? ` (${printableUrl(url)})` : ""}: ${reason}`,
  noChart: "the HelmRelease has neither spec.chart nor spec.chartRef",
  bothCharts: "the HelmRelease has both spec.chart and spec.chartRef",
  chartKindUnsupported: (kind) => `a chart source of kind ${kind} is not supported`,
  externalArtifact: "ExternalArtifact charts are not supported (helm-controller gates them behind a feature flag)",
  noChartName: "no chart name found",
  noUrl: "spec.url is not set",
  indexTooLarge: (limit) => `index exceeds the maximum index file size of ${limit} bytes`,
  indexInvalid: (detail) => `invalid index.yaml: ${detail}`,
  noApiVersion: "invalid index.yaml: no API version specified",
  noUrls: (chart) => `chart '${chart}' has no downloadable URLs`,
  chartTooLarge: (limit) => `the chart exceeds the maximum chart size of ${limit} bytes`,
  digestMismatch: (want, got) => `the chart's digest is ${got}, the index says ${want}`,
  httpStatus: (url, status) => `GET ${printableUrl(url)}: HTTP ${status}`,
  authFailed: (url, status) => `failed to authenticate with the Helm repository: GET ${printableUrl(url)}: HTTP ${status} (spec.secretRef)`,
  noChartLayer: (reference) => `no layer of media type application/vnd.cncf.helm.chart.content.v1.tar+gzip in ${reference}`,
  notInSource: (path5) => `chart path '${path5}' is not in or below the source root`,
  noChartDir: (path5) => `no chart (Chart.yaml) at '${path5}' in the source`,
  chartYaml: (detail) => `Chart.yaml: ${detail}`,
  dependencyOutside: (repository) => `dependency repository '${repository}' is not in or below the source root`,
  dependencyBuild: (detail) => `helm dependency build: ${detail}`,
  helmMissing: "the chart has dependencies to build and no helm binary was found (--helm)",
  ociVersionMismatch: (tag, version) => `artifact revision ${tag} does not match chart version ${version}`,
  secretMissing: (namespace, name) => `secret '${namespace}/${name}' not found`,
  timedOut: (duration) => `timed out after ${duration} (spec.timeout)`
};
var HELM_INSTALL_HINT = "install Helm 4 (https://helm.sh/docs/intro/install/) or pass --helm PATH (scripts/tools/helm.sh builds the pinned one)";
var renderMessages = {
  helmNotFound: (command) => `${command} not found: ${HELM_INSTALL_HINT}`,
  helmNotOnPath: () => `helm is not on PATH: ${HELM_INSTALL_HINT}`,
  helmNotExecutable: (path5) => `helm ${path5} is not executable: ${HELM_INSTALL_HINT}`,
  helmTooOld: (command, version) => `helm ${version} (${command}) is too old: helm-controller renders with Helm 4; ${HELM_INSTALL_HINT}`,
  helmVersionUnreadable: (command, why) => `cannot read the version of ${command}: ${why}; ${HELM_INSTALL_HINT}`,
  /** `verb` is helm's subcommand: template, install, upgrade, rollback, uninstall. */
  helmStopped: (verb, why) => `helm ${verb} was stopped: ${why}`,
  /** Helm's own message, already one line. */
  templateFailed: (chart, message) => `chart ${chart}: ${message}`,
  chartMissing: (chart, dir) => `chart ${chart}: directory ${dir} does not exist`,
  chartOutside: (chart, file, target) => `chart ${chart}: ${file} is a symlink to ${target}, outside the chart: refused`,
  outputUnreadable: (chart, why) => `chart ${chart}: cannot read helm's output: ${why}`,
  postRenderFailed: (chart, index, message) => `chart ${chart}: postRenderers[${index}].kustomize failed: ${message}`,
  crdsNotCrds: (chart, objects) => `chart ${chart}: crds/ holds objects that are not CustomResourceDefinitions, which helm-controller ignores: ${objects.join(", ")}`,
  valuesFileMissing: (chart, file) => `chart ${chart}: no values file found at path '${file}' (spec.chart.spec.valuesFiles; ignoreMissingValuesFiles skips it)`,
  valuesFileUnreadable: (chart, file, why) => `chart ${chart}: values file '${file}' is not values: ${why}`,
  lookupWarning: (chart, templates) => `chart ${chart} calls lookup (${templates.join(", ")}): rendered as \`helm template\` does, with lookup returning nothing; helm-controller reads the cluster there`
};
var fullReleaseName = (namespace, name, revision) => `${namespace}/${name}.v${revision}`;
var releaseEngineText = {
  installSucceeded: (release, chart) => `Helm install succeeded for release ${release} with chart ${chart}`,
  upgradeSucceeded: (release, chart) => `Helm upgrade succeeded for release ${release} with chart ${chart}`,
  installFailed: (namespace, name, chart, why) => `Helm install failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  upgradeFailed: (namespace, name, chart, why) => `Helm upgrade failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  rollbackSucceeded: (release, chart) => `Helm rollback to previous release ${release} with chart ${chart} succeeded`,
  rollbackFailed: (release, chart, why) => `Helm rollback to previous release ${release} with chart ${chart} failed: ${why}`,
  uninstallRemediated: (release, chart) => `Helm uninstall remediation for release ${release} with chart ${chart} succeeded`,
  uninstallRemediationFailed: (release, chart, why) => `Helm uninstall remediation for release ${release} with chart ${chart} failed: ${why}`,
  uninstallSucceeded: (release, chart) => `Helm uninstall succeeded for release ${release} with chart ${chart}`,
  uninstallFailed: (release, chart, why) => `Helm uninstall failed for release ${release} with chart ${chart}: ${why}`,
  /** helm-controller's ErrExceededMaxRetries, with what is left in the cluster. */
  retriesExhausted: (failures) => `${failures} failed attempt${failures === 1 ? "" : "s"}: exceeded maximum retries (install/upgrade.remediation.retries)`,
  retryNextRun: "retried on the next run (remediation.retries is negative: no limit)",
  noRollbackTarget: "cannot remediate failed release: missing rollback target (no deployed release before it)",
  unchanged: (release, chart) => `Helm release ${release} with chart ${chart} is up to date (same release digest): nothing to do`,
  notReady: (why) => `release not ready: ${why}`,
  /** A release of that name this project did not install for this HelmRelease: never adopted. */
  refused: (hr, storage, name, holder) => `${hr}: refused: Helm release ${storage}/${name} exists and is held by ${holder}; kustomize-sync never adopts a release`,
  /** helm-controller copies our labels onto its revisions: its HelmRelease's status.history is the word. */
  heldByHelmController: (hr, storage, name) => `${hr}: refused: helm-controller releases Helm release ${storage}/${name} (the HelmRelease's status.history names it); kustomize-sync never adopts a release`,
  helmControllerHolder: "helm-controller (the HelmRelease's status.history names it)",
  uninstallRefused: (hr, storage, name, holder) => `${hr}: not uninstalled: Helm release ${storage}/${name} is held by ${holder}`,
  /** A storage Secret of the release in its release namespace that kustomize-sync did not stage. */
  stagingConflict: (secret, storage, holder) => `refused: storage Secret ${secret} of this release is in the release namespace, held by ${holder}, while the release is stored in namespace ${storage}; kustomize-sync neither adopts nor deletes it`,
  notInstalled: (release) => `Helm release ${release} is not installed: nothing to uninstall`,
  nothingStored: "Helm stored no release to remediate",
  busy: (status) => `another operation is in progress (release status ${status})`,
  /** The render was skipped on the stored digest, which changed before the release ran. */
  changedSinceRender: (storage, name) => `the release ${storage}/${name} changed while this run went on (it was deployed with the same release digest when the Kustomization was rendered, so nothing was rendered or checked to release now); run again`,
  /** Every failure line: the HelmRelease, its chart@version (once: Flux's texts name it), then the reason. */
  failed: (hr, chart, why) => why.includes(` ${chart}`) ? `${hr}: ${why}` : `${hr}: chart ${chart}: ${why}`,
  crdsFailed: (why) => `failed to apply CustomResourceDefinitions: ${why}`
};

// src/helm/definition.ts
var HELM_RELEASE_API_VERSIONS = [`${HELM_GROUP}/v2`];
function helmReleaseFrom(object, source, defaultNamespace = DEFAULT_NAMESPACE) {
  const raw = object;
  if (raw.kind !== "HelmRelease") {
    return { problems: [`kind: ${fieldText.unsupported(raw.kind ?? "", ["HelmRelease"])}`] };
  }
  const apiVersion = String(raw.apiVersion ?? "");
  if (!HELM_RELEASE_API_VERSIONS.includes(apiVersion)) {
    return { problems: [problemText.unknownApiVersion(apiVersion, HELM_RELEASE_API_VERSIONS)] };
  }
  const errors = validateWithModel(HelmRelease, raw, [
    ...metadataRules(raw.metadata),
    ...isRecord(raw.spec) ? crdRules2(raw.spec) : []
  ]);
  if (errors.length > 0) {
    return { problems: errors.map((e) => `${formatFieldPath(e.path)}: ${e.message}`) };
  }
  return { spec: normalise(object, raw.spec, defaultNamespace, source), problems: [] };
}
var POST_RENDER_STRATEGIES = ["nohooks", "combined", "separate"];
var DURATION_FIELDS2 = [
  ["interval"],
  ["timeout"],
  ["chart", "spec", "interval"],
  ["install", "timeout"],
  ["install", "strategy", "retryInterval"],
  ["upgrade", "timeout"],
  ["upgrade", "strategy", "retryInterval"],
  ["rollback", "timeout"],
  ["test", "timeout"],
  ["uninstall", "timeout"]
];
function crdRules2(spec) {
  const errors = [];
  const has = (value) => value !== void 0 && value !== null;
  if (has(spec.values) && !isRecord(spec.values)) {
    errors.push(at(["spec", "values"], fieldText.wrongType(spec.values, "object")));
  }
  if (has(spec.chart) === has(spec.chartRef)) {
    errors.push(at(["spec"], fieldText.rule(spec, definitionText.chartOrChartRef)));
  }
  for (const path5 of DURATION_FIELDS2) {
    const value = valueAt2(spec, path5);
    if (typeof value === "string" && !DURATION.test(value)) {
      errors.push(at(["spec", ...path5], fieldText.duration(value)));
    }
  }
  errors.push(...enumValue(spec.postRenderStrategy, ["spec", "postRenderStrategy"], POST_RENDER_STRATEGIES));
  if (Array.isArray(spec.valuesFrom)) {
    spec.valuesFrom.forEach((ref, i) => {
      if (isRecord(ref) && has(ref.literal) && typeof ref.literal !== "boolean") {
        errors.push(at(["spec", "valuesFrom", i, "literal"], fieldText.wrongType(ref.literal, "boolean")));
      }
    });
  }
  if (isRecord(spec.kubeConfig) && has(spec.kubeConfig.configMapRef) === has(spec.kubeConfig.secretRef)) {
    errors.push(at(["spec", "kubeConfig"], fieldText.rule(spec.kubeConfig, definitionText.kubeConfigOneOf)));
  }
  for (const [action, rule] of [
    ["install", retryRule(definitionText.remediateRetry, (name) => name !== "RemediateOnFailure")],
    ["upgrade", retryRule(definitionText.retryOnly, (name) => name === "RetryOnFailure")]
  ]) {
    const strategy = valueAt2(spec, [action, "strategy"]);
    if (isRecord(strategy)) errors.push(...rule(strategy, ["spec", action, "strategy"]));
  }
  return errors;
}
function metadataRules(metadata) {
  const name = isRecord(metadata) ? metadata.name : void 0;
  return typeof name === "string" && name !== "" ? [] : [{ path: ["metadata", "name"], message: fieldText.required, linePath: ["metadata"] }];
}
function retryRule(message, allows) {
  return (strategy, path5) => strategy.retryInterval !== void 0 && strategy.retryInterval !== null && !allows(strategy.name) ? [at(path5, fieldText.rule(strategy, message))] : [];
}
function normalise(object, spec, defaultNamespace, source) {
  const namespace = object.metadata.namespace || defaultNamespace;
  const install = record(spec.install);
  const upgrade = record(spec.upgrade);
  const uninstall = record(spec.uninstall);
  const rollback = record(spec.rollback);
  const drift = isRecord(spec.driftDetection) ? spec.driftDetection : void 0;
  return {
    name: object.metadata.name,
    namespace,
    apiVersion: object.apiVersion,
    ...isRecord(spec.chart) ? { chart: chartTemplate(record(spec.chart.spec)) } : {},
    ...isRecord(spec.chartRef) ? { chartRef: sourceRef(spec.chartRef) } : {},
    ...optional("releaseName", spec.releaseName),
    ...optional("targetNamespace", spec.targetNamespace),
    ...optional("storageNamespace", spec.storageNamespace),
    // spec.values is apiextensions JSON: a copy, so later steps cannot write into the object.
    ...isRecord(spec.values) ? { values: structuredClone(spec.values) } : {},
    valuesFrom: list3(spec.valuesFrom).map(valuesReference2),
    postRenderers: list3(spec.postRenderers).map(postRenderer),
    ...isRecord(spec.commonMetadata) ? {
      commonMetadata: {
        ...stringMapField("labels", spec.commonMetadata.labels),
        ...stringMapField("annotations", spec.commonMetadata.annotations)
      }
    } : {},
    install: {
      ...crdPolicy(install.crds),
      ...flag("createNamespace", install.createNamespace),
      ...flag("disableSchemaValidation", install.disableSchemaValidation),
      ...flag("disableOpenAPIValidation", install.disableOpenAPIValidation),
      ...actionFlags(install),
      ...flag("disableWaitForJobs", install.disableWaitForJobs),
      ...remediation(install.remediation)
    },
    upgrade: {
      ...crdPolicy(upgrade.crds),
      ...flag("disableSchemaValidation", upgrade.disableSchemaValidation),
      ...flag("disableOpenAPIValidation", upgrade.disableOpenAPIValidation),
      ...actionFlags(upgrade),
      ...flag("disableWaitForJobs", upgrade.disableWaitForJobs),
      ...flag("cleanupOnFail", upgrade.cleanupOnFail),
      ...upgradeRemediation(upgrade.remediation)
    },
    rollback: {
      ...actionFlags(rollback),
      ...flag("disableWaitForJobs", rollback.disableWaitForJobs)
    },
    uninstall: {
      ...flag("keepHistory", uninstall.keepHistory),
      ...actionFlags(uninstall)
    },
    ...typeof spec.maxHistory === "number" ? { maxHistory: spec.maxHistory } : {},
    ...optional("waitStrategy", record(spec.waitStrategy).name),
    // helm-controller's dependsOn: other HelmReleases, namespace defaulting to this one's.
    dependsOn: dependencies(spec.dependsOn, namespace, true),
    suspend: spec.suspend === true,
    ...optional("timeout", spec.timeout),
    ...optional("interval", spec.interval),
    ...optional("serviceAccountName", spec.serviceAccountName),
    ...optional("postRenderStrategy", spec.postRenderStrategy),
    ...drift ? {
      driftDetection: {
        ...optional("mode", drift.mode),
        ignore: list3(drift.ignore).map(driftIgnoreRule)
      }
    } : {},
    object,
    ...source ? { source } : {}
  };
}
function chartTemplate(spec) {
  return {
    chart: String(spec.chart),
    version: typeof spec.version === "string" && spec.version !== "" ? spec.version : "*",
    sourceRef: sourceRef(record(spec.sourceRef)),
    valuesFiles: Array.isArray(spec.valuesFiles) ? spec.valuesFiles.map(String) : [],
    ...flag("ignoreMissingValuesFiles", spec.ignoreMissingValuesFiles),
    reconcileStrategy: typeof spec.reconcileStrategy === "string" ? spec.reconcileStrategy : "ChartVersion"
  };
}
function actionFlags(action) {
  return {
    ...flag("disableHooks", action.disableHooks),
    ...flag("disableWait", action.disableWait),
    ...optional("timeout", action.timeout)
  };
}
function remediation(value) {
  if (!isRecord(value)) return {};
  return {
    remediation: {
      ...typeof value.retries === "number" ? { retries: value.retries } : {},
      ...flag("remediateLastFailure", value.remediateLastFailure)
    }
  };
}
function upgradeRemediation(value) {
  if (!isRecord(value)) return {};
  const strategy = value.strategy === "rollback" || value.strategy === "uninstall" ? value.strategy : void 0;
  return { remediation: { ...remediation(value).remediation, ...strategy ? { strategy } : {} } };
}
function crdPolicy(value) {
  return typeof value === "string" ? { crds: value } : {};
}
function sourceRef(ref) {
  return { kind: String(ref.kind), name: String(ref.name), ...optional("namespace", ref.namespace) };
}
function valuesReference2(ref) {
  return {
    kind: ref.kind,
    name: String(ref.name),
    ...optional("valuesKey", ref.valuesKey),
    ...optional("targetPath", ref.targetPath),
    ...flag("optional", ref.optional),
    ...flag("literal", ref.literal)
  };
}
function postRenderer(entry2) {
  if (!isRecord(entry2.kustomize)) return {};
  return {
    kustomize: {
      patches: list3(entry2.kustomize.patches).map(patch),
      images: list3(entry2.kustomize.images).map(image)
    }
  };
}
function image(entry2) {
  return {
    name: String(entry2.name),
    ...optional("newName", entry2.newName),
    ...optional("newTag", entry2.newTag),
    ...optional("digest", entry2.digest)
  };
}
function optional(key, value) {
  return typeof value === "string" && value !== "" ? { [key]: value } : {};
}
function flag(key, value) {
  return typeof value === "boolean" ? { [key]: value } : {};
}
function stringMapField(key, value) {
  if (!isRecord(value)) return {};
  return { [key]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) };
}
function record(value) {
  return isRecord(value) ? value : {};
}
function list3(value) {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
function valueAt2(root, path5) {
  let node = root;
  for (const segment of path5) {
    if (!isRecord(node)) return void 0;
    node = node[segment];
  }
  return node;
}

// src/reconcile/release-definitions.ts
var SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules"]);
async function yamlFiles(dir, found = { files: [], patches: /* @__PURE__ */ new Set() }) {
  const entries = await readdir2(dir, { withFileTypes: true }).catch(() => []);
  for (const entry2 of entries) {
    const file = join2(dir, entry2.name);
    if (entry2.isDirectory() && !SKIPPED.has(entry2.name)) await yamlFiles(file, found);
    else if (!entry2.isFile()) continue;
    else if (KUSTOMIZATION_FILES.includes(entry2.name))
      for (const patch2 of await patchFiles(file)) found.patches.add(patch2);
    else if (/\.ya?ml$/.test(entry2.name)) found.files.push(file);
  }
  return found;
}
async function patchFiles(kustomization) {
  let value;
  try {
    value = parseYaml(await readFile2(kustomization, "utf8"));
  } catch {
    return [];
  }
  if (!isRecord(value)) return [];
  const paths = [
    ...Array.isArray(value.patches) ? value.patches.map((p) => isRecord(p) ? p.path : void 0) : [],
    ...Array.isArray(value.patchesJson6902) ? value.patchesJson6902.map((p) => isRecord(p) ? p.path : void 0) : [],
    ...Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []
  ];
  return paths.filter((p) => typeof p === "string" && !p.includes("\n")).map((p) => resolve(dirname(kustomization), p));
}
async function helmReleaseProblems(root, path5, defaultNamespace) {
  const problems = [];
  const { files, patches } = await yamlFiles(path5);
  for (const file of files) {
    if (patches.has(file)) continue;
    const text = await readFile2(file, "utf8").catch(() => "");
    if (!text.includes(HELM_GROUP) || !text.includes("HelmRelease")) continue;
    let documents;
    try {
      documents = parseYamlDocuments(text);
    } catch {
      continue;
    }
    for (const document of documents) {
      const object = document.value;
      if (object?.kind !== "HelmRelease" || !String(object.apiVersion ?? "").startsWith(`${HELM_GROUP}/`))
        continue;
      if (JSON.stringify(object).includes("${")) continue;
      const source = { file: relative2(root, file), line: document.line };
      const { problems: found } = helmReleaseFrom(object, source, defaultNamespace);
      const key = `HelmRelease/${object.metadata?.namespace ?? defaultNamespace}/${object.metadata?.name ?? ""}`;
      for (const message of found) problems.push({ message: `${key}: ${message}`, object: key, source });
    }
  }
  return problems;
}

// src/reconcile/result.ts
function resultFor(spec, ready, reason, message, extra = {}) {
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
    source: spec.source,
    ...extra
  };
}

// src/reconcile/setup.ts
import { join as join3 } from "node:path";
function toolVersions(options) {
  return options.renderCache ? join3(options.renderCache, "tools") : void 0;
}
function rendererFor(options) {
  let found = renderers.get(options);
  if (!found) {
    found = detectRenderer(options.kustomize, toolVersions(options)).catch((err) => {
      throw new UsageError(`kustomize: ${err.message}`);
    });
    found.catch(() => void 0);
    renderers.set(options, found);
  }
  return found;
}
var renderers = /* @__PURE__ */ new WeakMap();
function renderCacheFor(options) {
  return options.renderCache ? new RenderCache(options.renderCache) : void 0;
}
function shareRenderer(options, like) {
  renderers.set(options, rendererFor(like));
}
async function clusterFor(options) {
  const { connect } = await import("./cluster-TOFELX5Q.js");
  try {
    return await connect({
      kubeconfig: options.kubeconfig,
      context: options.context,
      fieldManager: options.fieldManager,
      onWarning: (w) => options.log.warn(w),
      onRetry: (message) => options.log.progress(message)
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new UsageError(`kubeconfig: ${err.message}`);
  }
}
function runRenderContext(options, extras = {}) {
  return {
    root: options.root,
    sources: extras.sources ?? options.sources,
    images: options.images,
    substitute: options.substitute,
    ...options.strictSubstitute ? { strictSubstitution: true } : {},
    ...extras.substitution ? { substitution: extras.substitution } : {},
    ...extras.secrets ? { secrets: extras.secrets } : {}
  };
}

// src/reconcile/validate.ts
async function validate254(options, extras = {}) {
  const started = Date.now();
  const discovery = await discoverDefinitions({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace,
    concurrency: options.concurrency,
    renderer: () => rendererFor(options),
    ...extras.sources ? { sources: extras.sources } : {},
    render: {
      ...runRenderContext(options, {
        ...extras.sources ? { sources: extras.sources.mapping } : {},
        ...extras.secrets ? { secrets: extras.secrets } : {},
        ...extras.substitution ? { substitution: extras.substitution } : {}
      }),
      ...extras.renderCache ? { renderCache: extras.renderCache } : {}
    }
  });
  if (!extras.keep) await discovery.artifacts.close();
  discovery.problems.push(...await readyExprProblems(discovery.kustomizations));
  if (options.mode === "validate")
    discovery.problems.push(
      ...await helmReleaseProblems(options.root, options.path, options.defaultNamespace)
    );
  const plan = planGraph(discovery.kustomizations);
  const ordered = /* @__PURE__ */ new Set([...plan.order, ...discovery.kustomizations]);
  const kustomizations = [...ordered].map((spec) => {
    const key = kustomizationKey(spec);
    const blocked = plan.blocked.get(key);
    const warnings = [...spec.warnings ?? [], ...discovery.notes.get(key) ?? []];
    const extra = warnings.length > 0 ? { warnings } : {};
    return blocked ? resultFor(spec, "False", blocked.reason, blocked.message, extra) : resultFor(spec, "Unknown", "Valid", "valid", extra);
  });
  const report = {
    ready: discovery.problems.length === 0 && plan.blocked.size === 0,
    mode: options.mode,
    kustomizations,
    problems: discovery.problems,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started
  };
  return { report, plan, discovery };
}

export {
  DEFINITION_GROUPS,
  valuesText,
  releaseText,
  chartText,
  renderMessages,
  fullReleaseName,
  releaseEngineText,
  helmReleaseFrom,
  toolVersions,
  rendererFor,
  renderCacheFor,
  shareRenderer,
  clusterFor,
  runRenderContext,
  resultFor,
  dependencyText,
  formatGraph,
  healthText,
  statusOf,
  condition,
  isTrue,
  field,
  computeStatus,
  healthExprFor,
  HealthExprError,
  compileHealthExprs,
  compileCelPredicate,
  validate254 as validate
};
