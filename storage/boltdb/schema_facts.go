package boltdb

import "go.etcd.io/bbolt"

// factsPrefixed is the migration to facts format 2 (schema 6): each
// seat's game numbers get their length in front, so the record's frame
// is read without knowing the game and each game's part is checked on
// its own. Every facts record of format 1 is read and written again; one
// that does not read is left as it is (check reports it, repair derives
// it again from its match).
func factsPrefixed(tx *bbolt.Tx) error {
	type rec struct {
		id string
		p  []byte
	}
	var todo []rec
	d := newFactsDecoder()
	_ = recordsOf(tx).ForEach(func(k, v []byte) error {
		id, kind, ok := splitKey(k)
		if !ok || kind != kindFacts {
			return nil
		}
		p, err := unframe(k, v)
		if err != nil {
			return nil
		}
		if x, err := d.decodeAs(p, factsInline); err == nil && x.ID == id {
			todo = append(todo, rec{id, encodeFacts(&x)})
		}
		return nil
	})
	for _, r := range todo {
		if err := putRecord(tx, r.id, kindFacts, r.p); err != nil {
			return err
		}
	}
	return nil
}
