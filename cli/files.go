package cli

import (
	"bytes"
	"io"
	"os"
	"unicode/utf8"

	"scorekeeper/storage/matchfile"
)

// readMatchFile reads a file that should be a match file or a bundle
// (JSON objects); one that is clearly something else is named as such in
// words, not with a JSON parser's complaint. Callers add the path.
func readMatchFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, matchfile.MaxSize+1))
	if err != nil {
		return nil, err
	}
	if what := notMatchFile(data); what != "" {
		return nil, message{"cli.file.not", map[string]any{"What": matchfile.Word(what)}}
	}
	return data, nil
}

// notMatchFile says what data looks like when it cannot be a match file
// (which starts with "{"): the key of its words, else "".
func notMatchFile(data []byte) string {
	text := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\uFEFF")))
	switch {
	case len(text) == 0:
		return "cli.file.empty"
	case text[0] == '{':
		return ""
	case !utf8.Valid(text) || bytes.IndexByte(text, 0) >= 0:
		return "cli.file.binary"
	}
	line, _, _ := bytes.Cut(text, []byte("\n"))
	if bytes.ContainsAny(line, ",;\t") && text[0] != '[' {
		return "cli.file.csv"
	}
	return "cli.file.notObject"
}
