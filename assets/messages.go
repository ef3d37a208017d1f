package assets

import (
	"encoding/json"
	"io/fs"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// Messages renders one language's messages with go-i18n (as Fyne's lang
// package does in the app), for code that runs without Fyne: the command
// line. A message may have plural forms; Text picks one by args["Count"].
type Messages struct {
	loc    *i18n.Localizer
	plural map[string]bool // ids with plural forms
}

// catalog is every translations/*.json file in one go-i18n bundle.
type catalog struct {
	bundle *i18n.Bundle
	ids    map[language.Tag]map[string]bool
	plural map[string]bool
}

var loadCatalog = sync.OnceValues(func() (*catalog, error) {
	c := &catalog{
		bundle: i18n.NewBundle(language.English),
		ids:    map[language.Tag]map[string]bool{},
		plural: map[string]bool{},
	}
	c.bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	names, err := fs.Glob(Translations, "translations/*.json")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		data, err := Translations.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := c.bundle.ParseMessageFileBytes(data, name)
		if err != nil {
			return nil, err
		}
		if c.ids[f.Tag] == nil {
			c.ids[f.Tag] = map[string]bool{}
		}
		for _, m := range f.Messages {
			c.ids[f.Tag][m.ID] = true
			if m.One != "" || m.Zero != "" || m.Two != "" || m.Few != "" || m.Many != "" {
				c.plural[m.ID] = true
			}
		}
	}
	return c, nil
})

// Load returns the messages of lang ("en", "de"); a message it lacks is
// taken from English.
func Load(lang string) (Messages, error) {
	c, err := loadCatalog()
	if err != nil {
		return Messages{}, err
	}
	return Messages{loc: i18n.NewLocalizer(c.bundle, lang), plural: c.plural}, nil
}

// Text renders the message of key with args filled in; an unknown key or
// a message that fails to render gives the key itself, so nothing is ever
// silently blank.
func (m Messages) Text(key string, args map[string]any) string {
	if m.loc == nil {
		return key
	}
	cfg := &i18n.LocalizeConfig{MessageID: key, TemplateData: args}
	if m.plural[key] {
		cfg.PluralCount = args["Count"]
	}
	s, err := m.loc.Localize(cfg)
	if err != nil {
		return key
	}
	return s
}
