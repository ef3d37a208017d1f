package app

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"scorekeeper/app/widgets"
)

// envCannonChild names the database of TestSecretChoiceSurvivesKill's child.
const envCannonChild = "SCOREKEEPER_CANNON_CHILD"

// TestSecretChoiceSurvivesKill: a secret Cannonball choice picked but not
// yet confirmed with Done is in the draft at once: the app killed
// (SIGKILL) and started again goes on with that player's turn, covered
// (nothing secret on screen), and the choice is there when the player
// shows it (play test 3, finding 2: it was gone).
func TestSecretChoiceSurvivesKill(t *testing.T) {
	if path := os.Getenv(envCannonChild); path != "" {
		u := testUIOn(t, openDB(t, path))
		u.inline = false // drafts go through the real writer
		_, s := secretCannonBid(t, u)
		chooseSecretly(t, u, s, 0)     // Anne: Buckshot, Done
		pressLater(t, u, s.nextButton) // Bob: show
		pick(t, s.askBox.(*widgets.Choices), 1)
		u.flushDrafts() // what the writer was given is on disk; nothing more
		fmt.Println("ready")
		select {} // until killed
	}
	path := filepath.Join(t.TempDir(), "cannon.db")
	killWhenReady(t, "TestSecretChoiceSurvivesKill", envCannonChild, path)
	u := testUIOn(t, openDB(t, path))
	u.homeView.refresh()
	if len(u.homeView.open) != 1 {
		t.Fatalf("%d matches in progress after the kill", len(u.homeView.open))
	}
	u.homeView.list.OnSelected(0)
	s := u.secretView
	if s == nil || s.step != 1 || !s.hidden {
		t.Fatalf("not resumed at Bob's turn, covered: %+v", s)
	}
	if shown := strings.Join(texts(s.box), " "); strings.Contains(shown, "Cannon") || strings.Contains(shown, "Buckshot") {
		t.Errorf("the cover shows a choice: %q", shown)
	}
	pressLater(t, u, s.nextButton) // Bob: show
	if got := s.askBox.(*widgets.Choices).Selected; got != 1 {
		t.Errorf("Bob's choice is %d after the kill, want 1 (Cannonball)", got)
	}
}

// killWhenReady runs the test name in a child process with env set to
// path, and kills it with SIGKILL once it prints "ready".
func killWhenReady(t *testing.T, name, env, path string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$")
	cmd.Env = append(os.Environ(), env+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := bufio.NewScanner(out)
	for ready.Scan() && ready.Text() != "ready" {
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
}
