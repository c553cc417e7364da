// The oracle for src/helm/chart-semver.ts: Masterminds semver v3.5.0 (the semver of Helm and
// source-controller) reads JSON lines {"constraint": "...", "version": "..."} on stdin and
// answers one JSON line each: whether the constraint parses, the version parses (NewVersion and
// StrictNewVersion), and whether the version satisfies the constraint.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"github.com/Masterminds/semver/v3"
)

type query struct {
	Constraint string `json:"constraint"`
	Version    string `json:"version"`
}

type answer struct {
	ConstraintValid bool   `json:"constraintValid"`
	VersionValid    bool   `json:"versionValid"`
	StrictValid     bool   `json:"strictValid"`
	Normalised      string `json:"normalised"`
	Check           bool   `json:"check"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var q query
		if err := json.Unmarshal(in.Bytes(), &q); err != nil {
			panic(err)
		}
		var a answer
		c, cErr := semver.NewConstraint(q.Constraint)
		v, vErr := semver.NewVersion(q.Version)
		_, sErr := semver.StrictNewVersion(q.Version)
		a.ConstraintValid = cErr == nil
		a.VersionValid = vErr == nil
		a.StrictValid = sErr == nil
		if vErr == nil {
			a.Normalised = v.String()
		}
		if cErr == nil && vErr == nil {
			a.Check = c.Check(v)
		}
		if err := out.Encode(a); err != nil {
			panic(err)
		}
	}
}
