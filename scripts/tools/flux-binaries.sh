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
LOG_PREFIX=flux-binaries
# shellcheck source=scripts/tools/flux-controller-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/flux-controller-build.sh"
mkdir -p "$OUT/bin" "$OUT/crds"

fetch_crds() {
  [ -f "$OUT/crds/.done" ] && return 0
  local work="$CACHE_ROOT/build/flux-kc-$KC_VERSION" kc_dir sc_version sc_dir
  kc_dir=$(module_field "$work" "github.com/fluxcd/kustomize-controller@$KC_VERSION" Dir)
  cp "$kc_dir"/config/crd/bases/*.yaml "$OUT/crds/"
  # source-controller's CRDs at the version of the source API the controller was built against.
  sc_version=$(cd "$work" && go list -m -f '{{.Version}}' github.com/fluxcd/source-controller/api)
  sc_dir=$(module_field "$work" "github.com/fluxcd/source-controller@$sc_version" Dir)
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

build_flux_controller github.com/fluxcd/kustomize-controller "$KC_VERSION" "$OUT/bin/kustomize-controller" "$CACHE_ROOT/build/flux-kc-$KC_VERSION"
fetch_crds
build_kustomize
echo "$OUT"
