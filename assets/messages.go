package assets

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"path"
	"strings"
	"sync"
	"text/template"
)

// Messages is one language's translation table, for code that runs
// without Fyne (the command line). The app uses Fyne's lang package.
type Messages map[string]string

var (
	loaded   = map[string]Messages{}
	loadedMu sync.Mutex
)

// Load returns the merged messages of every translations/*.LANG.json file.
func Load(lang string) (Messages, error) {
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if m, ok := loaded[lang]; ok {
		return m, nil
	}
	m := Messages{}
	names, err := fs.Glob(Translations, "translations/*.json")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		base := strings.TrimSuffix(path.Base(name), ".json")
		if base != lang && !strings.HasSuffix(base, "."+lang) {
			continue
		}
		data, err := Translations.ReadFile(name)
		if err != nil {
			return nil, err
		}
		var part map[string]string
		if err := json.Unmarshal(data, &part); err != nil {
			return nil, err
		}
		for k, v := range part {
			m[k] = v
		}
	}
	loaded[lang] = m
	return m, nil
}

// Text renders the message of key with args filled in; an unknown key
// gives the key itself, so nothing is ever silently blank.
func (m Messages) Text(key string, args map[string]any) string {
	src, ok := m[key]
	if !ok {
		return key
	}
	if !strings.Contains(src, "{{") {
		return src
	}
	t, err := template.New(key).Option("missingkey=zero").Parse(src)
	if err != nil {
		return src
	}
	var b bytes.Buffer
	if err := t.Execute(&b, args); err != nil {
		return src
	}
	return b.String()
}
