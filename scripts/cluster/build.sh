#!/usr/bin/env bash
# Builds the local control plane's binaries from Go modules (never release downloads):
# etcd, kube-apiserver, kube-controller-manager, kube-scheduler and kwok, pinned below,
# into a cache outside the repository. Each component gets a throwaway module of its own so
# that one component's dependency resolution never drags another's libraries along.
set -euo pipefail

K8S_VERSION="${K8S_VERSION:-v1.34.4}"
ETCD_VERSION="${ETCD_VERSION:-v3.6.5}"
KWOK_VERSION="${KWOK_VERSION:-v0.7.0}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
BIN_DIR="${CLUSTER_BIN_DIR:-$CACHE_ROOT/k8s-$K8S_VERSION-etcd-$ETCD_VERSION-kwok-$KWOK_VERSION/bin}"
START=$(date +%s)

log() { printf '[cluster:build +%ss] %s\n' "$(( $(date +%s) - START ))" "$*" >&2; }

need_go() {
  if ! command -v go >/dev/null 2>&1; then
    echo "kustomize-sync: 'go' (1.24 or newer) is needed to build the local control plane from Go modules." >&2
    echo "Install Go from your package manager, or point the tests at an existing cluster: KUSTOMIZE_SYNC_TEST_KUBECONFIG=/path/to/kubeconfig" >&2
    exit 3
  fi
  local v; v=$(go env GOVERSION | sed 's/^go//')
  local major=${v%%.*} rest=${v#*.}; local minor=${rest%%.*}
  if [ "$major" -lt 1 ] || { [ "$major" -eq 1 ] && [ "$minor" -lt 24 ]; }; then
    echo "kustomize-sync: go $v is too old; Kubernetes ${K8S_VERSION} needs go 1.24 or newer." >&2
    echo "Or point the tests at an existing cluster: KUSTOMIZE_SYNC_TEST_KUBECONFIG=/path/to/kubeconfig" >&2
    exit 3
  fi
}

# Runs a long build step while printing a heartbeat, so a 10-minute link is never silent.
with_progress() {
  local what=$1; shift
  log "building $what ..."
  "$@" &
  local pid=$! t0; t0=$(date +%s)
  while kill -0 "$pid" 2>/dev/null; do
    sleep 20
    kill -0 "$pid" 2>/dev/null && log "  still building $what ($(( $(date +%s) - t0 ))s)"
  done
  wait "$pid"
  log "built $what in $(( $(date +%s) - t0 ))s"
}

have() { [ -x "$BIN_DIR/$1" ]; }

# `go get` into a throwaway module. Its output goes to a log beside the module; when the build
# that follows fails, that log usually says why (no network to the module proxy, a Go too old).
resolve() {
  local what=$1 work=$2; shift 2
  log "resolving $what ..."
  if ! (cd "$work" && GOFLAGS=-mod=mod go get "$@" >"$work/go-get.log" 2>&1); then
    log "  go get reported problems (continuing; see $work/go-get.log):"
    tail -n 5 "$work/go-get.log" >&2
  fi
}

build_kube() {
  local work="$CACHE_ROOT/build/kube-$K8S_VERSION"
  mkdir -p "$work"
  local staging_version="v0.${K8S_VERSION#v1.}"
  # The release's own go.mod lists its staging modules as `k8s.io/x => ./staging/src/k8s.io/x`.
  local modfile
  modfile=$(cd "$work" && go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | sed -n 's/.*"GoMod": "\(.*\)".*/\1/p')
  [ -n "$modfile" ] || { echo "could not download k8s.io/kubernetes@$K8S_VERSION from the Go module proxy" >&2; exit 1; }
  {
    echo "module kustomize-sync.local/kube-build"
    echo
    echo "go 1.24"
    echo
    echo "require k8s.io/kubernetes $K8S_VERSION"
    echo
    echo "replace ("
    grep -E '^\s*k8s\.io/[a-z0-9-]+ => \./staging/' "$modfile" | awk -v v="$staging_version" '{print "\t" $1 " => " $1 " " v}'
    echo ")"
  } >"$work/go.mod"
  local pkg=k8s.io/kubernetes/cmd
  resolve "Kubernetes $K8S_VERSION modules" "$work" "$pkg/kube-apiserver@$K8S_VERSION" "$pkg/kube-controller-manager@$K8S_VERSION" "$pkg/kube-scheduler@$K8S_VERSION"
  local minor; minor=$(echo "$K8S_VERSION" | cut -d. -f2)
  local ldflags="-s -w -X k8s.io/component-base/version.gitVersion=$K8S_VERSION -X k8s.io/component-base/version.gitMajor=1 -X k8s.io/component-base/version.gitMinor=$minor -X k8s.io/component-base/version.gitTreeState=clean -X k8s.io/client-go/pkg/version.gitVersion=$K8S_VERSION"
  for c in kube-apiserver kube-controller-manager kube-scheduler; do
    have "$c" && continue
    with_progress "$c $K8S_VERSION" bash -c "cd '$work' && GOFLAGS=-mod=mod CGO_ENABLED=0 go build -trimpath -ldflags '$ldflags' -o '$BIN_DIR/$c.tmp.$$' '$pkg/$c' && mv '$BIN_DIR/$c.tmp.$$' '$BIN_DIR/$c'"
  done
}

build_etcd() {
  have etcd && return 0
  local work="$CACHE_ROOT/build/etcd-$ETCD_VERSION"
  mkdir -p "$work"
  # etcd's server module is `package main` but carries replace lines of its own, which are
  # ignored when it is a dependency; building from a throwaway module resolves it cleanly.
  printf 'module kustomize-sync.local/etcd-build\n\ngo 1.24\n' >"$work/go.mod"
  resolve "etcd $ETCD_VERSION modules" "$work" "go.etcd.io/etcd/server/v3@$ETCD_VERSION"
  with_progress "etcd $ETCD_VERSION" bash -c "cd '$work' && GOFLAGS=-mod=mod CGO_ENABLED=0 go build -trimpath -ldflags '-s -w' -o '$BIN_DIR/etcd.tmp.$$' go.etcd.io/etcd/server/v3 && mv '$BIN_DIR/etcd.tmp.$$' '$BIN_DIR/etcd'"
}

build_kwok() {
  have kwok && return 0
  with_progress "kwok $KWOK_VERSION" bash -c "GOBIN='$BIN_DIR/.kwok.$$' CGO_ENABLED=0 go install -trimpath -ldflags '-s -w' 'sigs.k8s.io/kwok/cmd/kwok@$KWOK_VERSION' && mv '$BIN_DIR/.kwok.$$/kwok' '$BIN_DIR/kwok' && rmdir '$BIN_DIR/.kwok.$$'"
}

need_go
mkdir -p "$BIN_DIR"
if have etcd && have kube-apiserver && have kube-controller-manager && have kube-scheduler && have kwok; then
  log "binaries cached in $BIN_DIR"
else
  log "building the local control plane into $BIN_DIR (first time only; about 7-8 minutes on 2 cores)"
  build_etcd
  build_kwok
  build_kube
  log "done in $(( $(date +%s) - START ))s: $(du -sh "$BIN_DIR" | cut -f1) in $BIN_DIR"
fi
echo "$BIN_DIR"
