#!/usr/bin/env bash
# Builds actionlint from the Go module proxy (never a release download) into a cache outside the
# repository, then lints .github/workflows and any workflow files given as arguments.
# Usage: scripts/tools/actionlint.sh [workflow.yml ...]
#        scripts/tools/actionlint.sh --build   (only builds it and prints its path, as the other tools)
# ACTIONLINT_BIN names an actionlint to use instead (npm test sets it after building it once).
set -euo pipefail
ACTIONLINT_VERSION="${ACTIONLINT_VERSION:-v1.7.12}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
BIN="$CACHE_ROOT/tools/actionlint-$ACTIONLINT_VERSION"
ACTIONLINT="${ACTIONLINT_BIN:-$BIN/actionlint}"
if [ ! -x "$ACTIONLINT" ]; then
  command -v go >/dev/null 2>&1 || { echo "actionlint: 'go' is needed to build actionlint from the Go module proxy" >&2; exit 3; }
  echo "[actionlint] building github.com/rhysd/actionlint $ACTIONLINT_VERSION into $BIN" >&2
  mkdir -p "$BIN"
  GOBIN="$BIN" GOFLAGS=-mod=mod go install "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION"
  ACTIONLINT="$BIN/actionlint"
fi
if [ "${1:-}" = "--build" ]; then
  echo "$ACTIONLINT"
  exit 0
fi
cd "$(dirname "$0")/../.."
# shellcheck and pyflakes are not installed here: actionlint checks expressions, types and inputs.
exec "$ACTIONLINT" -shellcheck= -pyflakes= "$@"
