#!/usr/bin/env bash
# Builds the oracle of the HelmRelease tests (test/support/helm-controller.ts) from the Go module
# proxy (never a release download) into a cache outside the repository:
#   helm-controller     github.com/fluxcd/helm-controller (run out of cluster; installs the releases)
#   source-controller   github.com/fluxcd/source-controller (serves the chart artifacts
#                       helm-controller downloads: HelmRepository, OCIRepository, HelmChart)
#   crds/               config/crd/bases of both modules
# Prints the directory that holds them. Usage: scripts/tools/helm-controller-binaries.sh
set -euo pipefail

# helm-controller v1.6.4 is Flux 2.9's (built against Helm v4.2.4); the proxy refuses newer ones.
# source-controller v1.10 needs go 1.27; v1.9.6 builds once github.com/fluxcd/pkg/artifact is
# replaced by v0.18.0 (the proxy refuses the v0.18.3 it requires; upstream changed only
# go.mod/go.sum between them).
HC_VERSION="${FLUX_HC_VERSION:-v1.6.4}"
SC_VERSION="${FLUX_SC_VERSION:-v1.9.6}"
ARTIFACT_REPLACE="github.com/fluxcd/pkg/artifact => github.com/fluxcd/pkg/artifact v0.18.0"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
OUT="$CACHE_ROOT/flux-hc-$HC_VERSION-sc-$SC_VERSION"
START=$(date +%s)
LOG_PREFIX=helm-controller-binaries
# shellcheck source=scripts/tools/flux-controller-build.sh
. "$(dirname "${BASH_SOURCE[0]}")/flux-controller-build.sh"

fetch_crds() {
  [ -f "$OUT/crds/.done" ] && return 0
  local work="$CACHE_ROOT/build/flux-hc-$HC_VERSION" module dir
  mkdir -p "$OUT/crds"
  for module in "github.com/fluxcd/helm-controller@$HC_VERSION" "github.com/fluxcd/source-controller@$SC_VERSION"; do
    dir=$(module_field "$work" "$module" Dir)
    [ -n "$dir" ] || { echo "could not download $module from the Go module proxy" >&2; exit 1; }
    cp "$dir"/config/crd/bases/*.yaml "$OUT/crds/"
  done
  chmod u+w "$OUT"/crds/*.yaml
  echo "helm-controller $HC_VERSION, source-controller $SC_VERSION" >"$OUT/crds/.done"
  log "CRDs: $(cat "$OUT/crds/.done")"
}

build_flux_controller github.com/fluxcd/helm-controller "$HC_VERSION" "$OUT/bin/helm-controller" "$CACHE_ROOT/build/flux-hc-$HC_VERSION"
build_flux_controller github.com/fluxcd/source-controller "$SC_VERSION" "$OUT/bin/source-controller" "$CACHE_ROOT/build/flux-sc-$SC_VERSION" "$ARTIFACT_REPLACE"
fetch_crds
echo "$OUT"
