// Reads a JSON list of cases on stdin (the HelmRelease's namespace, inline values, valuesFrom
// references, and the ConfigMaps and Secrets of that namespace), calls fluxcd/pkg chartutil's
// ChartValuesFromReferences on each exactly as helm-controller does, and writes a JSON list of
// results: the composed values, or the error.
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/fluxcd/pkg/apis/meta"
	"github.com/fluxcd/pkg/chartutil"
	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
)

type oracleCase struct {
	Namespace  string                       `json:"namespace"`
	Values     json.RawMessage              `json:"values"`
	References []meta.ValuesReference       `json:"references"`
	ConfigMaps map[string]map[string]string `json:"configMaps"`
	Secrets    map[string]map[string]string `json:"secrets"`
}

type oracleResult struct {
	Values map[string]interface{} `json:"values,omitempty"`
	Error  string                 `json:"error,omitempty"`
}

func main() {
	var cases []oracleCase
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		panic(err)
	}
	scheme := runtime.NewScheme()
	if err := corev1.AddToScheme(scheme); err != nil {
		panic(err)
	}
	results := make([]oracleResult, 0, len(cases))
	for _, c := range cases {
		var objects []runtime.Object
		for name, data := range c.ConfigMaps {
			objects = append(objects, &corev1.ConfigMap{
				ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: c.Namespace},
				Data:       data,
			})
		}
		for name, data := range c.Secrets {
			bytes := make(map[string][]byte, len(data))
			for k, v := range data {
				bytes[k] = []byte(v)
			}
			objects = append(objects, &corev1.Secret{
				ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: c.Namespace},
				Data:       bytes,
			})
		}
		client := fake.NewClientBuilder().WithScheme(scheme).WithRuntimeObjects(objects...).Build()
		// helm-controller's HelmRelease.GetValues: spec.values JSON decoded into a map.
		var values map[string]interface{}
		if len(c.Values) > 0 && string(c.Values) != "null" {
			if err := json.Unmarshal(c.Values, &values); err != nil {
				panic(err)
			}
		}
		composed, err := chartutil.ChartValuesFromReferences(context.Background(), logr.Discard(), client, c.Namespace, values, c.References...)
		if err != nil {
			results = append(results, oracleResult{Error: err.Error()})
			continue
		}
		results = append(results, oracleResult{Values: composed})
	}
	if err := json.NewEncoder(os.Stdout).Encode(results); err != nil {
		panic(err)
	}
}
