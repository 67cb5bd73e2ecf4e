# Windows MSI with WiX (`cpack -G WIX`). The upgrade GUID must never change:
# it is how Windows knows a new RackOps replaces the old one.
set(CPACK_WIX_UPGRADE_GUID "6E5B3A7C-2F4D-4E8A-9B1C-7D2E5F8A3C41")
set(CPACK_WIX_PRODUCT_ICON "${PROJECT_SOURCE_DIR}/resources/icons/rackops.ico")
set(CPACK_WIX_PROGRAM_MENU_FOLDER "RackOps")
set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT "${PROJECT_HOMEPAGE_URL}")
