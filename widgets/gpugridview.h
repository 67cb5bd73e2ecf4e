#pragma once

#include <QTableView>

namespace rackops {

class GpuGridModel;

// The 72-GPU grid: one cell per GPU, trays as rows. Cells are coloured by
// the verdict or by where the value sits between threshold and baseline; a
// failing cell is also hatched and crossed, so colour is never the only signal.
class GpuGridView : public QTableView {
    Q_OBJECT
public:
    enum class Colouring { ByVerdict, ByValue };

    explicit GpuGridView(GpuGridModel *model, QWidget *parent = nullptr);

    void setColouring(Colouring colouring);
    Colouring colouring() const { return m_colouring; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    Colouring m_colouring = Colouring::ByVerdict;
};

} // namespace rackops
