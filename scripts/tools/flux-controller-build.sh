# Sourced by scripts/tools/flux-binaries.sh and scripts/tools/helm-controller-binaries.sh: builds a
# Flux controller (its main package is its module root) from the Go module proxy, never a release
# download. Needs CACHE_ROOT, START (seconds) and LOG_PREFIX set by the caller.

log() { printf '[%s +%ss] %s\n' "$LOG_PREFIX" "$(( $(date +%s) - START ))" "$*" >&2; }
command -v go >/dev/null 2>&1 || { echo "$LOG_PREFIX: 'go' (1.26 or newer) is needed to build from the Go module proxy" >&2; exit 3; }

# module_field WORK MODULE@VERSION FIELD: the field (Dir, GoMod) of `go mod download -json`.
module_field() {
  (cd "$1" && go mod download -json "$2" | sed -n "s/.*\"$3\": \"\(.*\)\".*/\1/p")
}

# build_flux_controller MODULE VERSION BINARY WORK [REPLACE...]
# A Flux controller's go.mod replaces its api module with ./api (not in the module zip) and pins
# some dependencies by replace lines, which are ignored when it is a dependency: build it from a
# throwaway module in WORK that requires it and repeats those replace lines (the ./api one dropped,
# so the api module comes from the proxy at the version the controller requires), plus REPLACE
# lines of the caller's (`old => new version`).
build_flux_controller() {
  local module="$1" version="$2" binary="$3" work="$4" name
  shift 4
  name=$(basename "$module")
  [ -x "$binary" ] && return 0
  mkdir -p "$work" "$(dirname "$binary")"
  local modfile
  modfile=$(module_field "$work" "$module@$version" GoMod)
  [ -n "$modfile" ] || { echo "could not download $module@$version from the Go module proxy" >&2; exit 1; }
  {
    echo "module kustomize-sync.local/$name-build"
    echo
    sed -n 's/^go \(.*\)/go \1/p' "$modfile"
    echo
    echo "require $module $version"
    echo
    # Single-line and block replace lines, except the one pointing into the module's own tree.
    awk '/^replace \(/{b=1;next} b&&/^\)/{b=0;next} b{print "replace " $0; next} /^replace /{print}' "$modfile" | grep -v '=> \./' | sed 's/^replace[[:space:]]*/replace /'
    for line in "$@"; do echo "replace $line"; done
  } >"$work/go.mod"
  rm -f "$work/go.sum"
  log "resolving $name $version modules ..."
  (cd "$work" && GOFLAGS=-mod=mod go get "$module@$version" >"$work/go-get.log" 2>&1) || { tail -n 5 "$work/go-get.log" >&2; }
  log "building $name $version (minutes on 2 cores) ..."
  (cd "$work" && GOFLAGS=-mod=mod CGO_ENABLED=0 nice go build -trimpath -ldflags '-s -w' -o "$binary.tmp.$$" "$module")
  mv "$binary.tmp.$$" "$binary"
  log "built $name $version"
}
