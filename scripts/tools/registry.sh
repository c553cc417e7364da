#!/usr/bin/env bash
# Builds the CNCF distribution registry (github.com/distribution/distribution/v3/cmd/registry)
# from the Go module proxy (never a release download) into a cache outside the repository and
# prints its path. The e2e tests of OCIRepository sources (test/e2e/sources-oci.test.ts) run it
# on a loopback port with filesystem storage in a temporary directory.
#
# v3's go.mod has no replace directives, so `go install module@version` builds it as is; should a
# later version add some, copy the module out of the cache and build it as the main module, as
# scripts/tools/flux.sh does.
set -euo pipefail
REGISTRY_VERSION="${REGISTRY_VERSION:-v3.1.1}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
DIR="$CACHE_ROOT/tools/registry-$REGISTRY_VERSION"
BIN="$DIR/registry"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "registry: 'go' is needed to build the registry from the Go module proxy" >&2; exit 3; }
  mkdir -p "$DIR"
  echo "[registry] building github.com/distribution/distribution/v3/cmd/registry@$REGISTRY_VERSION from the Go module proxy" >&2
  GOBIN="$DIR" GOFLAGS=-mod=mod go install -trimpath -ldflags "-s -w" \
    "github.com/distribution/distribution/v3/cmd/registry@$REGISTRY_VERSION"
fi
echo "$BIN"
