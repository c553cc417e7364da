#!/usr/bin/env bash
# Builds the sops CLI (github.com/getsops/sops/v3/cmd/sops) from the Go module proxy (never a
# release download) into a cache outside the repository and prints its path. The SOPS tests
# (test/unit/sops-*.test.ts, test/e2e/sops-*.test.ts) encrypt their fixtures with it at test
# time, to age keys they generate, so no key material is committed.
#
# `go install module@version` is tried first; should the version's go.mod carry replace
# directives (go install refuses those), the module is copied out of the module cache and built
# as the main module, as scripts/tools/flux.sh does.
set -euo pipefail
SOPS_VERSION="${SOPS_VERSION:-v3.13.3}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
DIR="$CACHE_ROOT/tools/sops-$SOPS_VERSION"
BIN="$DIR/sops"
MODULE="github.com/getsops/sops/v3"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "sops: 'go' is needed to build the sops CLI from the Go module proxy" >&2; exit 3; }
  mkdir -p "$DIR"
  echo "[sops] building $MODULE/cmd/sops@$SOPS_VERSION from the Go module proxy" >&2
  if ! GOBIN="$DIR" GOFLAGS=-mod=mod go install -trimpath -ldflags "-s -w" "$MODULE/cmd/sops@$SOPS_VERSION"; then
    echo "[sops] go install refused the module; building it as the main module" >&2
    work="$CACHE_ROOT/build/sops-$SOPS_VERSION"
    rm -rf "$work"
    mkdir -p "$work"
    src=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "$MODULE@$SOPS_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    cp -r "$src" "$work/src"
    chmod -R u+w "$work/src"
    (cd "$work/src" && GOFLAGS=-mod=mod go build -trimpath -ldflags "-s -w" -o "$BIN" ./cmd/sops)
    rm -rf "$work"
  fi
fi
echo "$BIN"
