#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTimer;

namespace rackops {

class CoolingChart;
class GpuHistoryModel;

// The history of the GPU chosen in the rack dock's GPUs tab: GPU and memory
// temperature in one chart, power in another, over the window chosen (1 h,
// 6 h, 24 h), drawn from a GpuHistoryModel. A time without a sample is a gap
// in the line, never joined or drawn as zero; what the chart cannot show
// (a figure not published, Prometheus unreadable) is said above it. It asks
// for as many points as its plot has pixel columns: again, debounced, when
// its width or the window changes.
class GpuHistoryChart : public QWidget {
    Q_OBJECT
public:
    // The lines of the temperature chart, then the power chart's.
    enum TemperatureLine { GpuTemperatureLine, MemoryTemperatureLine };
    static constexpr int kAskDelayMs = 300; // a drag of the dock's edge asks once, when it rests

    explicit GpuHistoryChart(GpuHistoryModel *model, QWidget *parent = nullptr);

    // The operator chose a GPU (1..18, 1..4): its history is asked for at once.
    void setGpu(int tray, int gpu);
    qint64 windowMs() const;
    // Pixel columns of the plot: the points asked for.
    int plotWidth() const;

    QComboBox *windowChoice() const { return m_window; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *captionLabel() const { return m_caption; }
    CoolingChart *temperatureChart() const { return m_temperature; }
    CoolingChart *powerChart() const { return m_power; }

Q_SIGNALS:
    void historyWanted(int tray, int gpu, qint64 windowMs, int widthPixels);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void ask();
    void refresh();

    GpuHistoryModel *m_model;
    QLabel *m_caption;
    QComboBox *m_window;
    QLabel *m_status;
    CoolingChart *m_temperature;
    CoolingChart *m_power;
    QTimer *m_askLater;
    int m_tray = 0;
    int m_gpu = 0;
    int m_askedWidth = 0;
};

} // namespace rackops
