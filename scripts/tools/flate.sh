#!/usr/bin/env bash
# Builds flate (github.com/home-operations/flate/cmd/flate: the Go successor of flux-local, which
# renders Flux Kustomizations and HelmReleases with kustomize and Helm as libraries) from the Go
# module proxy (never a release download) into a cache outside the repository and prints its path.
# Only the fleet benchmark (scripts/bench/fleet.mjs) runs it, as the yardstick of issue 29.
#
# `go install module@version` is tried first; should the version's go.mod carry replace
# directives (go install refuses those), the module is copied out of the module cache and built
# as the main module, as scripts/tools/helm.sh does. flate needs a newer Go than the machine may
# have (v0.6.5: go 1.27); GOTOOLCHAIN=auto lets go fetch that toolchain, itself a module
# (golang.org/toolchain), from the same proxy.
set -euo pipefail
export GOTOOLCHAIN="${FLATE_GOTOOLCHAIN:-auto}"
FLATE_VERSION="${FLATE_VERSION:-v0.6.5}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
DIR="$CACHE_ROOT/tools/flate-$FLATE_VERSION"
BIN="$DIR/flate"
MODULE="github.com/home-operations/flate"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "flate: 'go' is needed to build flate from the Go module proxy" >&2; exit 3; }
  mkdir -p "$DIR"
  echo "[flate] building $MODULE/cmd/flate@$FLATE_VERSION from the Go module proxy (minutes on 2 cores)" >&2
  if ! GOBIN="$DIR" GOFLAGS=-mod=mod go install -trimpath -ldflags "-s -w" "$MODULE/cmd/flate@$FLATE_VERSION"; then
    echo "[flate] go install refused the module; building it as the main module" >&2
    work="$CACHE_ROOT/build/flate-$FLATE_VERSION"
    rm -rf "$work"
    mkdir -p "$work"
    src=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "$MODULE@$FLATE_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    cp -r "$src" "$work/src"
    chmod -R u+w "$work/src"
    (cd "$work/src" && GOFLAGS=-mod=mod go build -trimpath -ldflags "-s -w" -o "$BIN" ./cmd/flate)
    rm -rf "$work"
  fi
fi
echo "$BIN"
