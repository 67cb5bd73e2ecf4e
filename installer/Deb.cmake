# Debian package: dependencies from the binaries (shlibdeps) plus the Qt
# plugins the console loads at run time, and Qt's own translations (qtbase_de:
# Close, Cancel and the other standard buttons in the operator's language).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite, libqt6svg6, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
