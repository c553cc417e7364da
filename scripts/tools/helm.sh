#!/usr/bin/env bash
# Builds the helm CLI (helm.sh/helm/v4/cmd/helm: Helm 4, the Helm helm-controller v1.6 is built
# with) from the Go module proxy (never a release download) into a cache outside the repository
# and prints its path. HelmRelease renders run it (`--helm` / the action's own pinned install
# point elsewhere); the tests package and push their charts with it.
#
# `go install module@version` is tried first; should the version's go.mod carry replace
# directives (go install refuses those), the module is copied out of the module cache and built
# as the main module, as scripts/tools/flux.sh does.
set -euo pipefail
HELM_VERSION="${HELM_VERSION:-v4.2.4}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
DIR="$CACHE_ROOT/tools/helm-$HELM_VERSION"
BIN="$DIR/helm"
MODULE="helm.sh/helm/v4"
# Helm stamps its version from ldflags; without them `helm version` says v4-unknown.
LDFLAGS="-s -w -X $MODULE/internal/version.version=$HELM_VERSION"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "helm: 'go' is needed to build the helm CLI from the Go module proxy" >&2; exit 3; }
  mkdir -p "$DIR"
  echo "[helm] building $MODULE/cmd/helm@$HELM_VERSION from the Go module proxy" >&2
  if ! GOBIN="$DIR" GOFLAGS=-mod=mod go install -trimpath -ldflags "$LDFLAGS" "$MODULE/cmd/helm@$HELM_VERSION"; then
    echo "[helm] go install refused the module; building it as the main module" >&2
    work="$CACHE_ROOT/build/helm-$HELM_VERSION"
    rm -rf "$work"
    mkdir -p "$work"
    src=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "$MODULE@$HELM_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    cp -r "$src" "$work/src"
    chmod -R u+w "$work/src"
    (cd "$work/src" && GOFLAGS=-mod=mod go build -trimpath -ldflags "$LDFLAGS" -o "$BIN" ./cmd/helm)
    rm -rf "$work"
  fi
fi
echo "$BIN"
