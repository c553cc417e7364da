#!/usr/bin/env bash
# Builds the chartutil oracle (scripts/tools/chartutil-oracle: fluxcd/pkg chartutil v1.27.2, the
# version helm-controller v1.6.4 builds with, called as helm-controller calls it) from the Go
# module proxy into a cache outside the repository and prints its path.
# test/unit/helm-values-chartutil.test.ts holds src/helm/values.ts to it.
set -euo pipefail
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
SRC="$(cd "$(dirname "$0")/chartutil-oracle" && pwd)"
# The build is keyed by its inputs, so a change to the program or its pins rebuilds it.
KEY=$(cat "$SRC/go.mod" "$SRC/go.sum" "$SRC/main.go" | sha256sum | cut -c1-12)
BIN="$CACHE_ROOT/tools/chartutil-oracle-$KEY/chartutil-oracle"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "chartutil-oracle: 'go' is needed to build it from the Go module proxy" >&2; exit 3; }
  mkdir -p "$(dirname "$BIN")"
  echo "[chartutil-oracle] building fluxcd/pkg chartutil's oracle from the Go module proxy" >&2
  (cd "$SRC" && GOFLAGS=-mod=mod go build -trimpath -o "$BIN" .)
fi
echo "$BIN"
