package skipbo

import (
	"encoding/json"
	"os"
	"testing"
)

func loadMessages(t *testing.T, lang string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../../assets/translations/skipbo." + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}
