#!/usr/bin/env bash
# Builds what the Flux side-by-side benchmark (scripts/bench/flux.mjs) and the rendering profile
# need, from the Go module proxy (never a release download), into a cache outside the repository:
#   kustomize-controller  github.com/fluxcd/kustomize-controller (the real controller, run out of cluster)
#   kustomize             sigs.k8s.io/kustomize/kustomize/v5 (the standalone CLI Flux's libraries match)
#   crds/                 Kustomization CRD from kustomize-controller's module, source-controller's
#                         CRDs (GitRepository, OCIRepository, Bucket, ...) from source-controller's module
# Prints the directory that holds them. Usage: scripts/tools/flux-binaries.sh
set -euo pipefail

# kustomize-controller v1.10 and kustomize v5.8.3 need go 1.27: v1.9.6 is the newest controller
# that builds with go 1.26, and kustomize v5.8.1 is the CLI of the kustomize API it pins (v0.21.1).
KC_VERSION="${FLUX_KC_VERSION:-v1.9.6}"
KUSTOMIZE_VERSION="${KUSTOMIZE_VERSION:-v5.8.1}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
OUT="$CACHE_ROOT/flux-kc-$KC_VERSION-kustomize-$KUSTOMIZE_VERSION"
START=$(date +%s)

log() { printf '[flux-binaries +%ss] %s\n' "$(( $(date +%s) - START ))" "$*" >&2; }
command -v go >/dev/null 2>&1 || { echo "flux-binaries: 'go' (1.26 or newer) is needed to build from the Go module proxy" >&2; exit 3; }
mkdir -p "$OUT/bin" "$OUT/crds"

# kustomize-controller's go.mod replaces its api module with ./api (not in the module zip) and pins
# kustomize and go-digest by replace lines, which are ignored when it is a dependency: build it
# from a throwaway module that requires it and repeats those replace lines (the api one dropped,
# so the api module comes from the proxy at the version the controller requires).
build_controller() {
  [ -x "$OUT/bin/kustomize-controller" ] && return 0
  local work="$CACHE_ROOT/build/flux-kc-$KC_VERSION"
  mkdir -p "$work"
  local modfile
  modfile=$(cd "$work" && go mod download -json "github.com/fluxcd/kustomize-controller@$KC_VERSION" | sed -n 's/.*"GoMod": "\(.*\)".*/\1/p')
  [ -n "$modfile" ] || { echo "could not download github.com/fluxcd/kustomize-controller@$KC_VERSION from the Go module proxy" >&2; exit 1; }
  {
    echo "module kustomize-sync.local/flux-kc-build"
    echo
    sed -n 's/^go \(.*\)/go \1/p' "$modfile"
    echo
    echo "require github.com/fluxcd/kustomize-controller $KC_VERSION"
    echo
    # Single-line and block replace lines, except the one pointing into the module's own tree.
    awk '/^replace \(/{b=1;next} b&&/^\)/{b=0;next} b{print "replace " $0; next} /^replace /{print}' "$modfile" | grep -v '=> \./' | sed 's/^replace[[:space:]]*/replace /'
  } >"$work/go.mod"
  log "resolving kustomize-controller $KC_VERSION modules ..."
  (cd "$work" && GOFLAGS=-mod=mod go get "github.com/fluxcd/kustomize-controller@$KC_VERSION" >"$work/go-get.log" 2>&1) || { tail -n 5 "$work/go-get.log" >&2; }
  log "building kustomize-controller $KC_VERSION (a few minutes on 2 cores) ..."
  (cd "$work" && GOFLAGS=-mod=mod CGO_ENABLED=0 nice go build -trimpath -ldflags '-s -w' -o "$OUT/bin/kustomize-controller.tmp.$$" github.com/fluxcd/kustomize-controller)
  mv "$OUT/bin/kustomize-controller.tmp.$$" "$OUT/bin/kustomize-controller"
  log "built kustomize-controller"
}

fetch_crds() {
  [ -f "$OUT/crds/.done" ] && return 0
  local work="$CACHE_ROOT/build/flux-kc-$KC_VERSION" kc_dir sc_version sc_dir
  kc_dir=$(cd "$work" && go mod download -json "github.com/fluxcd/kustomize-controller@$KC_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  cp "$kc_dir"/config/crd/bases/*.yaml "$OUT/crds/"
  # source-controller's CRDs at the version of the source API the controller was built against.
  sc_version=$(cd "$work" && go list -m -f '{{.Version}}' github.com/fluxcd/source-controller/api)
  sc_dir=$(cd "$work" && go mod download -json "github.com/fluxcd/source-controller@$sc_version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  [ -n "$sc_dir" ] || { echo "could not download github.com/fluxcd/source-controller@$sc_version" >&2; exit 1; }
  cp "$sc_dir"/config/crd/bases/*.yaml "$OUT/crds/"
  chmod u+w "$OUT"/crds/*.yaml
  echo "kustomize-controller $KC_VERSION, source-controller $sc_version" >"$OUT/crds/.done"
  log "CRDs: $(cat "$OUT/crds/.done")"
}

build_kustomize() {
  [ -x "$OUT/bin/kustomize" ] && return 0
  log "building kustomize $KUSTOMIZE_VERSION ..."
  GOBIN="$OUT/bin/.kustomize.$$" GOFLAGS=-mod=mod CGO_ENABLED=0 nice go install -trimpath -ldflags "-s -w -X sigs.k8s.io/kustomize/api/provenance.version=$KUSTOMIZE_VERSION" "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
  mv "$OUT/bin/.kustomize.$$/kustomize" "$OUT/bin/kustomize"
  rmdir "$OUT/bin/.kustomize.$$"
  log "built kustomize"
}

build_controller
fetch_crds
build_kustomize
echo "$OUT"
