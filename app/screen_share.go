package app

import (
	"context"
	"errors"
	"image"
	"net"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/skip2/go-qrcode"

	"scorekeeper/app/widgets"
	"scorekeeper/live"
	"scorekeeper/scoring"
)

// liveShare is one match shared live (SPEC 2.2): the web server on the
// local network, the match and its page's address. The app shares one
// match at a time; sharing another stops the first.
type liveShare struct {
	srv     *live.Server
	matchID string
	url     string
	served  chan error
}

// lanAddr finds the local network address (tests set their own).
var lanAddr = live.LANAddr

// Sharing is the match shared now ("" for none).
func (u *UI) Sharing() string {
	if s := u.live.Load(); s != nil {
		return s.matchID
	}
	return ""
}

// startSharing shares m on the local network address, any free port,
// under a new token.
func (u *UI) startSharing(m *scoring.Match) (*liveShare, error) {
	u.StopSharing()
	ip, err := lanAddr()
	if err != nil {
		return nil, err
	}
	l, err := net.Listen("tcp", net.JoinHostPort(ip.String(), "0"))
	if err != nil {
		return nil, err
	}
	srv := live.New(u.store, live.Options{})
	token, err := srv.Share(m.ID)
	if err != nil {
		l.Close()
		return nil, err
	}
	s := &liveShare{srv: srv, matchID: m.ID, url: "http://" + l.Addr().String() + "/t/" + token, served: make(chan error, 1)}
	go func() { s.served <- srv.Serve(l) }()
	u.live.Store(s)
	u.keepAwake()
	return s, nil
}

// StopSharing stops the server, if one runs: its pages say the table
// stopped sharing, and nothing listens any more.
func (u *UI) StopSharing() {
	s := u.live.Swap(nil)
	if s == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := s.srv.Close(ctx); err != nil {
		fyne.LogError("stopping the live view", err)
	}
	if err := <-s.served; err != nil {
		fyne.LogError("the live view", err)
	}
	u.keepAwake()
}

// saved tells the live view that a match was saved.
func (u *UI) saved(id string) {
	if s := u.live.Load(); s != nil && s.matchID == id {
		go s.srv.Notify(id) // reads the match off the UI goroutine
	}
}

// liveStore is the store with every save of a match told to the live
// view; everything else is the store's own.
type liveStore struct {
	Store
	u *UI
}

func (s liveStore) Save(m *scoring.Match) error {
	err := s.Store.Save(m)
	if err == nil {
		s.u.saved(m.ID)
	}
	return err
}

func (s liveStore) SaveApart(m *scoring.Match) error {
	err := s.Store.SaveApart(m)
	if err == nil {
		s.u.saved(m.ID)
	}
	return err
}

// shareScreen is the share screen: the QR code, the address, the mark
// that the sheet is shared and Stop.
type shareScreen struct {
	qr      *qrCode
	address *widget.Label
	copy    *widgets.Button
	stop    *widgets.Button
}

// openShare shares m (or shows its share, when it is shared already) and
// shows how guests open it.
func (u *UI) openShare(m *scoring.Match) {
	s := u.live.Load()
	if s == nil || s.matchID != m.ID {
		var err error
		if s, err = u.startSharing(m); errors.Is(err, live.ErrNoLAN) {
			dialog.ShowInformation(lang.L("ui.share.failed"), lang.L("ui.share.noNetwork"), u.window)
			return
		} else if err != nil {
			u.fail("ui.share.failed", err)
			return
		}
	}
	img, err := qrImage(s.url)
	if err != nil {
		u.StopSharing()
		u.fail("ui.share.failed", err)
		return
	}
	sc := &shareScreen{}
	u.shareScreen = sc
	sc.qr = newQRCode(img, s.url)
	sc.address = widget.NewLabel(s.url)
	sc.address.Selectable = true
	sc.address.Wrapping = fyne.TextWrapBreak
	sc.address.Alignment = fyne.TextAlignCenter
	sc.stop = widgets.NewButton(lang.L("ui.share.stop"), theme.MediaStopIcon(), func() {
		u.StopSharing()
		u.back()
	})
	sc.stop.Importance = widget.DangerImportance
	sc.copy = widgets.NewButton(lang.L("ui.share.copy"), theme.ContentCopyIcon(), func() {
		u.app.Clipboard().SetContent(s.url)
	})
	// the code takes the room left: as big as the screen allows; at a
	// large text size the screen scrolls rather than draw the texts over
	// the code
	top := container.NewVBox(sharingMark(), widgets.Wrapped(lang.L("ui.share.how")))
	bottom := container.NewVBox(sc.address, widgets.Wrapped(lang.L("ui.share.note")), widgets.ButtonRow(2, sc.copy, sc.stop))
	v := container.NewBorder(top, bottom, nil, nil, sc.qr)
	u.push(lang.L("ui.share.title"), container.NewVScroll(v), nil)
}

// qrCode is the QR code of the share's address; a screen reader says
// the address.
type qrCode struct {
	widget.BaseWidget
	image *canvas.Image
	url   string
}

func newQRCode(img image.Image, url string) *qrCode {
	q := &qrCode{image: canvas.NewImageFromImage(img), url: url}
	q.image.FillMode = canvas.ImageFillContain
	q.image.ScaleMode = canvas.ImageScalePixels // sharp modules, never blurred
	q.image.SetMinSize(fyne.NewSquareSize(200))
	q.ExtendBaseWidget(q)
	return q
}

func (q *qrCode) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(q.image) }

// AccessibilityLabel says what the code holds: the address.
func (q *qrCode) AccessibilityLabel() string {
	return lang.X("ui.a11y.qr", "QR code of the address {{.URL}}", map[string]any{"URL": q.url})
}

// AccessibilityRole: the code is read as a text.
func (q *qrCode) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// sharingMark is the visible sign that a sheet is shared live.
func sharingMark() *widget.Label {
	l := widget.NewLabelWithStyle("● "+lang.L("ui.share.mark"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.Importance = widget.SuccessImportance
	return l
}

// qrImage is the QR code of text, with its quiet zone, 512 pixels wide.
func qrImage(text string) (image.Image, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Image(512), nil
}
