#include "stagetile.h"

#include <QEvent>
#include <QLocale>
#include <QPen>
#include <QStyleOptionToolButton>
#include <QStylePainter>

namespace rackops {

namespace {
constexpr int kBandHeight = 3;
constexpr int kCheckedOutline = 2;
constexpr int kHorizontalMargin = 6;
constexpr int kVerticalMargin = 3;
// The widest count a tile keeps room for: a fleet of a hundred thousand racks.
const char *kWidestCount = "000,000";
} // namespace

StageTile::StageTile(const QColor &band, QWidget *parent)
    : QAbstractButton(parent)
    , m_band(band)
    , m_countText(QLocale().toString(0))
{
    setCheckable(true);
    setFocusPolicy(Qt::TabFocus);
    setAttribute(Qt::WA_Hover); // the style lights the tile under the mouse, as it does a tool button
    // The width comes from the bar, not from the text: names shorten instead of widening the window.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    applyMetrics();
    nameForScreenReaders();
}

void StageTile::setName(const QString &name)
{
    if (name == text())
        return;
    setText(name); // only when the bar's width or the font changed
    nameForScreenReaders();
}

void StageTile::setCount(int count)
{
    if (count == m_count)
        return;
    m_count = count;
    m_countText = QLocale().toString(count);
    nameForScreenReaders();
    update(); // the size stays: the tile already keeps room for the widest count
}

// A screen reader reads the button's text, which holds the name only: the count is painted.
void StageTile::nameForScreenReaders()
{
    setAccessibleName(tr("%1: %n rack(s)", "a stage tile read aloud: stage name, rack count", m_count).arg(text()));
}

int StageTile::horizontalPadding() const
{
    const QMargins margins = contentsMargins();
    return margins.left() + margins.right();
}

// The frame and margins around the text, from the style, and the band above it.
void StageTile::applyMetrics()
{
    const int frame = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this);
    setContentsMargins(frame + kHorizontalMargin, frame + kBandHeight + kVerticalMargin, frame + kHorizontalMargin,
                       frame + kVerticalMargin);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1String(kWidestCount)) + horizontalPadding());
    updateGeometry();
}

QSize StageTile::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const QMargins margins = contentsMargins();
    const int textWidth = std::max(fm.horizontalAdvance(text()), fm.horizontalAdvance(QLatin1String(kWidestCount)));
    return {textWidth + margins.left() + margins.right(), 2 * fm.height() + margins.top() + margins.bottom()};
}

QSize StageTile::minimumSizeHint() const
{
    return {minimumWidth(), sizeHint().height()};
}

void StageTile::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    // The panel exactly as the style draws a tool button: raised, pressed, checked, under the mouse.
    QStyleOptionToolButton option;
    option.initFrom(this);
    if (isDown())
        option.state |= QStyle::State_Sunken;
    if (isChecked())
        option.state |= QStyle::State_On;
    if (!isDown() && !isChecked())
        option.state |= QStyle::State_Raised;
    option.subControls = QStyle::SC_ToolButton;
    option.activeSubControls = isDown() ? QStyle::SC_ToolButton : QStyle::SC_None;
    option.toolButtonStyle = Qt::ToolButtonTextOnly;
    painter.drawComplexControl(QStyle::CC_ToolButton, option);

    const int frame = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, this);
    // The chosen tile is the board's filter: a style's checked panel is only a shade darker, too
    // little to tell across a room which stage the board shows.
    if (isChecked()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), kCheckedOutline));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
    if (m_band.isValid())
        painter.fillRect(QRect(frame, frame, width() - 2 * frame, kBandHeight), m_band);

    const QRect room = contentsRect();
    const int lineHeight = room.height() / 2;
    const QRect nameLine(room.left(), room.top(), room.width(), lineHeight);
    const QRect countLine(room.left(), room.top() + lineHeight, room.width(), room.height() - lineHeight);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    painter.drawText(nameLine, Qt::AlignCenter, text());
    painter.drawText(countLine, Qt::AlignCenter, m_countText);

    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = room;
        painter.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }
}

void StageTile::changeEvent(QEvent *event)
{
    QAbstractButton::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        applyMetrics();
}

} // namespace rackops
