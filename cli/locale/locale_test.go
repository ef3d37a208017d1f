package locale

import "testing"

func TestNormalise(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string // LANGUAGE afterwards
	}{
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "POSIX.utf8"}, "en"},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "en"},
		{map[string]string{"LC_ALL": "de_DE.UTF-8", "LANG": "C.UTF-8"}, ""},
		{map[string]string{"LANG": "C"}, ""},
		{map[string]string{"LANG": "de_DE.UTF-8"}, ""},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de"}, "de"},
		{map[string]string{}, ""},
	} {
		env := map[string]string{}
		for k, v := range c.env {
			env[k] = v
		}
		Normalise(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil })
		if env["LANGUAGE"] != c.want {
			t.Errorf("%v: LANGUAGE=%q, want %q", c.env, env["LANGUAGE"], c.want)
		}
	}
}
