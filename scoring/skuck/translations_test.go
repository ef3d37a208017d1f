package skuck

import (
	"os"
	"testing"

	"github.com/go-json-experiment/json"
)

func translations(t *testing.T, lang string) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../../assets/translations/skuck." + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var msgs map[string]string
	if err := json.Unmarshal(b, &msgs); err != nil {
		t.Fatal(err)
	}
	return msgs
}
